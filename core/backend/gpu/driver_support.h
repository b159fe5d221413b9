// What the two GPU driver layers (backend/cuda/cuda_driver.cpp, backend/level_zero/
// level_zero_driver.cpp) share: opening a driver library and resolving its entry points, the list
// of errors the mgpu* entry points record (they cannot return them to generated code), and device
// buffers owned by an executable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace lantern::backend::gpu {

// Opens the driver library at `path` with dlopen; null with `error` saying why, naming the path. The
// library is never closed: drivers keep threads and state that do not survive being unloaded.
void *openDriverLibrary(const std::string &path, std::string &error);

// Resolves a driver's entry points from the library openDriverLibrary opened, remembering the first
// one it lacks.
struct SymbolResolver {
  void *library;
  std::string missing;

  // The address of the first of `names` the library exports; null when it exports none.
  void *find(std::initializer_list<const char *> names) const;

  // Sets `function` to the first of `names` the library exports; false when it exports none.
  template <typename Function>
  bool optional(Function &function, std::initializer_list<const char *> names) {
    void *symbol = find(names);
    if (symbol)
      function = reinterpret_cast<Function>(symbol);
    return symbol != nullptr;
  }

  // As optional, but a function the library lacks is `missing` (the first name of the first one).
  template <typename Function>
  void operator()(Function &function, std::initializer_list<const char *> names) {
    if (!optional(function, names) && missing.empty())
      missing = *names.begin();
  }
};

// The errors a driver's entry points record, in order. Thread-safe. A driver keeps one that is never
// destroyed: JIT'd modules are unloaded by global destructors that may run after its statics are gone.
class ErrorList {
public:
  void record(std::string message);
  size_t count();
  // Removes and returns the errors recorded from position `first` on.
  std::vector<std::string> takeFrom(size_t first);
  // After a timed run that started when count() was `first`: false when `succeeded` is false or
  // errors were recorded since, with `error` holding them (taken from the list) joined by "; ".
  bool checkTimedRun(size_t first, bool succeeded, std::string &error);

private:
  std::mutex mutex;
  std::vector<std::string> messages;
};

// A device this process can no longer use: CUDA's sticky errors (an illegal address, a launch
// failure, ...) and Level Zero's device lost leave the context broken until the process ends, so every
// later run on `backend` here would fail too. The drivers mark it on the first such error; runs then
// refuse at once (backend::usableBackend), and whoever runs more than one in a process (a sweep's
// child) starts a fresh one. Thread-safe; the first reason is kept.
void markDeviceLost(const std::string &backend, const std::string &reason);
// "" while `backend`'s device is usable in this process, else the error that broke it.
std::string deviceLost(const std::string &backend);

// "2x1x1": a launch's grid, block or cluster extents, for messages.
std::string dimensions(intptr_t x, intptr_t y, intptr_t z);

// Whether a launch extent is one both drivers take: positive and at most 2^32 - 1.
bool fitsLaunchDimension(intptr_t value);

// A driver's build or JIT log without the newlines and spaces it ends with.
std::string trimLog(std::string text);

// False with `error` ("copy to device: 8 B into a buffer of 4") when a copy of `bytes` does not fit
// the device buffer of `bufferBytes`.
bool checkCopyToDevice(size_t bytes, size_t bufferBytes, std::string &error);
bool checkCopyToHost(size_t bytes, size_t bufferBytes, std::string &error);

// Device memory owned by an executable, allocated and freed through `Memory`, a driver's
//   static bool allocate(size_t bytes, void *&pointer, std::string &error);
//   static void free(void *pointer); // waits for queued kernels; a failure goes to the error list
// Move-only.
template <typename Memory>
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  ~DeviceBuffer() { release(); }
  DeviceBuffer(DeviceBuffer &&other) noexcept
      : pointer(std::exchange(other.pointer, nullptr)), bytes(std::exchange(other.bytes, 0)) {}
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept {
    if (this != &other) {
      release();
      std::swap(pointer, other.pointer);
      std::swap(bytes, other.bytes);
    }
    return *this;
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;

  // Frees what the buffer held, then allocates `size` bytes. A zero-byte buffer still gets a
  // distinct address (Memory allocates at least one byte) so kernels can be handed a valid pointer.
  bool allocate(size_t size, std::string &error) {
    release();
    if (!Memory::allocate(size, pointer, error))
      return false;
    bytes = size;
    return true;
  }

  void *data() const { return pointer; } // a device address, as kernels take it
  size_t size() const { return bytes; }

private:
  void release() {
    if (pointer)
      Memory::free(pointer);
    pointer = nullptr;
    bytes = 0;
  }

  void *pointer = nullptr;
  size_t bytes = 0;
};

// Device blocks that compiled code frees, kept for its next allocation of the same size: generated
// host code allocates and frees its temporaries (a padded Q, K or V, a bias) on every call, and the
// driver's allocation and free cost more than the small kernels between them (cuMemFree also waits
// for the device). Reuse is safe when every kernel runs in order on one stream, as the CUDA driver
// layer's do: a block's next user is enqueued after its last. Not thread-safe; the driver layer
// holds a lock around it.
class BlockCache {
public:
  // At most `limitBytes` are kept; give() hands back the oldest blocks beyond it.
  explicit BlockCache(size_t limitBytes) : limit(limitBytes) {}

  // A kept block of exactly `bytes` (the one kept last), or 0 when there is none.
  uintptr_t take(size_t bytes);
  // Keeps `block` of `bytes`; returns the blocks to release now: the oldest kept ones while more
  // than the limit is kept (`block` itself when it alone is larger).
  std::vector<uintptr_t> give(uintptr_t block, size_t bytes);
  // Every kept block, emptying the cache (to release them all: before the device runs short).
  std::vector<uintptr_t> drain();
  size_t keptBytes() const { return kept; }
  size_t keptBlocks() const { return blocks.size(); }

private:
  size_t limit;
  size_t kept = 0;
  std::vector<std::pair<uintptr_t, size_t>> blocks; // oldest first
};

} // namespace lantern::backend::gpu
