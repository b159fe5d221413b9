// Seeded random numbers that are the same on every standard library: the standard fixes the engine
// (mt19937_64) bit for bit, but not its distributions (std::normal_distribution and friends).
#pragma once

#include <cmath>
#include <cstdint>
#include <random>

namespace lantern::check {

// One independent stream per (seed, stream) pair: K must not change when Q's size does.
class RandomStream {
public:
  RandomStream(uint64_t seed, uint64_t stream) : engine_(mix(seed ^ mix(stream + 1))) {}

  // Uniform in [0, 1), 53 random bits.
  double uniform() { return static_cast<double>(engine_() >> 11) * 0x1p-53; }

  // Uniform integer in [0, bound), bound > 0, without modulo bias (rejection sampling).
  uint64_t below(uint64_t bound) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t draw = engine_();
    while (draw >= limit) draw = engine_();
    return draw % bound;
  }

  // Standard normal by Box–Muller. log/cos/sin may differ in the last bit between math libraries;
  // rounding to f32/bf16/f16 absorbs that in all but vanishingly rare cases.
  double normal() {
    if (hasSpare_) {
      hasSpare_ = false;
      return spare_;
    }
    const double radius = std::sqrt(-2.0 * std::log(1.0 - uniform())); // 1 - u is in (0, 1]
    const double angle = 2.0 * M_PI * uniform();
    spare_ = radius * std::sin(angle);
    hasSpare_ = true;
    return radius * std::cos(angle);
  }

private:
  // SplitMix64's finaliser: spreads nearby seeds (1, 2, 3 ...) over unrelated engine states.
  static uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
  }

  std::mt19937_64 engine_;
  bool hasSpare_ = false;
  double spare_ = 0;
};

} // namespace lantern::check
