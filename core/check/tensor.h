// Host tensors: the buffers Lantern generates, passes to compiled kernels and checks.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace lantern::check {

// F64, I64 and I32 are for graphs that are more than one SDPA: the float64 widened graph (the
// reference), token ids and other integer arguments.
enum class DType { F32, BF16, F16, I1, F64, I64, I32 };

const char *toString(DType dtype);
size_t byteSize(DType dtype); // I1 is stored as one byte per element (0 or 1), as MLIR's memrefs of i1 are

// 64-byte aligned storage: compiled kernels may use aligned vector loads and stores (AVX-512) on
// their arguments, as they do on the buffers they allocate themselves.
template <typename T> struct AlignedAllocator {
  using value_type = T;
  static constexpr std::size_t kAlignment = 64;
  AlignedAllocator() = default;
  template <typename U> AlignedAllocator(const AlignedAllocator<U> &) {}
  T *allocate(std::size_t n) {
    std::size_t bytes = (n * sizeof(T) + kAlignment - 1) / kAlignment * kAlignment;
    void *p = std::aligned_alloc(kAlignment, bytes == 0 ? kAlignment : bytes);
    if (!p)
      throw std::bad_alloc();
    return static_cast<T *>(p);
  }
  void deallocate(T *p, std::size_t) { std::free(p); }
  template <typename U> bool operator==(const AlignedAllocator<U> &) const { return true; }
  template <typename U> bool operator!=(const AlignedAllocator<U> &) const { return false; }
};

struct HostTensor {
  std::string name; // e.g. "q", "k", "v", "mask", "out"
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t, AlignedAllocator<uint8_t>> data; // row-major, contiguous

  int64_t numel() const;
  void allocate(); // zero-filled storage for shape and dtype
  void *raw() { return data.data(); }
  const void *raw() const { return data.data(); }
  // Element i widened to double (bf16/f16 decoded exactly; i1 as 0/1).
  double get(int64_t i) const;
  // Stores `value` rounded to the dtype (round-to-nearest-even for bf16/f16).
  void set(int64_t i, double value);
};

} // namespace lantern::check
