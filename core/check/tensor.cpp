// Host tensors: element access with bf16/f16 encoded and decoded here, so the checks depend on no
// compiler's half-precision support and round exactly as the hardware does (nearest, ties to even).
#include "check/tensor.h"

#include <cmath>
#include <limits>

namespace lantern::check {
namespace {

// A binary floating-point format narrower than double: bits of exponent, bits of stored mantissa.
struct NarrowFormat {
  int exponentBits;
  int mantissaBits; // without the implicit leading one

  int bias() const { return (1 << (exponentBits - 1)) - 1; }
  int minExponent() const { return 1 - bias(); }
  uint16_t exponentMask() const { return static_cast<uint16_t>((1 << exponentBits) - 1); }
  uint16_t quietNaN() const {
    return static_cast<uint16_t>((exponentMask() << mantissaBits) | (1 << (mantissaBits - 1)));
  }
  uint16_t infinity() const { return static_cast<uint16_t>(exponentMask() << mantissaBits); }
};

constexpr NarrowFormat kBF16{8, 7};
constexpr NarrowFormat kF16{5, 10};

// Rounds straight from double: going through float first would round twice, which is wrong for
// values just off a bf16/f16 tie.
uint16_t encode(double value, NarrowFormat format) {
  const uint16_t sign = std::signbit(value) ? static_cast<uint16_t>(0x8000) : 0;
  if (std::isnan(value)) return sign | format.quietNaN();
  const double magnitude = std::fabs(value);
  if (std::isinf(magnitude)) return sign | format.infinity();
  if (magnitude == 0) return sign;

  int exponent = std::ilogb(magnitude);
  const bool subnormal = exponent < format.minExponent();
  if (subnormal) exponent = format.minExponent();
  // In units of the last mantissa place the magnitude is exact in double (a power-of-two scaling).
  const double units = std::ldexp(magnitude, format.mantissaBits - exponent);
  double rounded = std::floor(units);
  const double fraction = units - rounded;
  if (fraction > 0.5 || (fraction == 0.5 && std::fmod(rounded, 2.0) != 0)) rounded += 1;

  auto mantissa = static_cast<uint32_t>(rounded);
  const uint32_t implicitOne = 1u << format.mantissaBits;
  if (subnormal) {
    // Exponent field 0; a carry into the implicit bit lands exactly on the smallest normal's code.
    return sign | static_cast<uint16_t>(mantissa);
  }
  if (mantissa == 2 * implicitOne) { // the carry went past the top: next binade
    mantissa = implicitOne;
    ++exponent;
  }
  const int field = exponent + format.bias();
  if (field >= format.exponentMask()) return sign | format.infinity();
  return sign | static_cast<uint16_t>((static_cast<uint32_t>(field) << format.mantissaBits) |
                                      (mantissa - implicitOne));
}

double decode(uint16_t bits, NarrowFormat format) {
  const double sign = (bits & 0x8000) != 0 ? -1.0 : 1.0;
  const int field = (bits >> format.mantissaBits) & format.exponentMask();
  const uint32_t mantissa = bits & ((1u << format.mantissaBits) - 1);
  if (field == format.exponentMask()) {
    return mantissa != 0 ? std::numeric_limits<double>::quiet_NaN()
                         : sign * std::numeric_limits<double>::infinity();
  }
  if (field == 0) return sign * std::ldexp(mantissa, format.minExponent() - format.mantissaBits);
  return sign * std::ldexp((1u << format.mantissaBits) | mantissa,
                           field - format.bias() - format.mantissaBits);
}

uint16_t load16(const uint8_t *at) {
  uint16_t bits;
  std::memcpy(&bits, at, sizeof bits);
  return bits;
}

void store16(uint8_t *at, uint16_t bits) { std::memcpy(at, &bits, sizeof bits); }

} // namespace

const char *toString(DType dtype) {
  switch (dtype) {
  case DType::F32: return "f32";
  case DType::BF16: return "bf16";
  case DType::F16: return "f16";
  case DType::I1: return "i1";
  case DType::F64: return "f64";
  case DType::I64: return "i64";
  case DType::I32: return "i32";
  }
  return "f32";
}

size_t byteSize(DType dtype) {
  switch (dtype) {
  case DType::F32: return 4;
  case DType::BF16:
  case DType::F16: return 2;
  case DType::I1: return 1;
  case DType::F64:
  case DType::I64: return 8;
  case DType::I32: return 4;
  }
  return 4;
}

int64_t HostTensor::numel() const {
  int64_t count = 1;
  for (int64_t extent : shape) count *= extent;
  return count;
}

void HostTensor::allocate() { data.assign(static_cast<size_t>(numel()) * byteSize(dtype), 0); }

double HostTensor::get(int64_t i) const {
  const uint8_t *at = data.data() + static_cast<size_t>(i) * byteSize(dtype);
  switch (dtype) {
  case DType::F32: {
    float value;
    std::memcpy(&value, at, sizeof value);
    return value;
  }
  case DType::BF16: return decode(load16(at), kBF16);
  case DType::F16: return decode(load16(at), kF16);
  case DType::I1: return *at != 0 ? 1.0 : 0.0;
  case DType::F64: {
    double value;
    std::memcpy(&value, at, sizeof value);
    return value;
  }
  case DType::I64: {
    int64_t value;
    std::memcpy(&value, at, sizeof value);
    return static_cast<double>(value);
  }
  case DType::I32: {
    int32_t value;
    std::memcpy(&value, at, sizeof value);
    return value;
  }
  }
  return 0;
}

void HostTensor::set(int64_t i, double value) {
  uint8_t *at = data.data() + static_cast<size_t>(i) * byteSize(dtype);
  switch (dtype) {
  case DType::F32: {
    // The conversion rounds to nearest even under the default floating-point environment.
    const auto narrowed = static_cast<float>(value);
    std::memcpy(at, &narrowed, sizeof narrowed);
    return;
  }
  case DType::BF16: store16(at, encode(value, kBF16)); return;
  case DType::F16: store16(at, encode(value, kF16)); return;
  case DType::I1: *at = value != 0 ? 1 : 0; return;
  case DType::F64: std::memcpy(at, &value, sizeof value); return;
  case DType::I64: {
    const auto integer = static_cast<int64_t>(value);
    std::memcpy(at, &integer, sizeof integer);
    return;
  }
  case DType::I32: {
    const auto integer = static_cast<int32_t>(value);
    std::memcpy(at, &integer, sizeof integer);
    return;
  }
  }
}

} // namespace lantern::check
