// The driver layers' shared library loading, error list and message helpers.
#include "backend/gpu/driver_support.h"

#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstddef>
#include <map>
#include <mutex>

namespace lantern::backend::gpu {

void *openDriverLibrary(const std::string &path, std::string &error) {
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    error = why ? why : "cannot be loaded";
    if (error.find(path) == std::string::npos)
      error = path + ": " + error;
  }
  return library;
}

void *SymbolResolver::find(std::initializer_list<const char *> names) const {
  for (const char *name : names)
    if (void *symbol = dlsym(library, name))
      return symbol;
  return nullptr;
}

namespace {
struct LostDevices {
  std::mutex mutex;
  std::map<std::string, std::string> reasons;
};
LostDevices &lostDevices() {
  static auto *lost = new LostDevices; // never destroyed, like the error lists that mark it
  return *lost;
}
} // namespace

void markDeviceLost(const std::string &backend, const std::string &reason) {
  LostDevices &lost = lostDevices();
  std::lock_guard<std::mutex> lock(lost.mutex);
  lost.reasons.emplace(backend, reason);
}

std::string deviceLost(const std::string &backend) {
  LostDevices &lost = lostDevices();
  std::lock_guard<std::mutex> lock(lost.mutex);
  auto it = lost.reasons.find(backend);
  return it == lost.reasons.end() ? std::string() : it->second;
}

void ErrorList::record(std::string message) {
  std::lock_guard<std::mutex> lock(mutex);
  messages.push_back(std::move(message));
}

size_t ErrorList::count() {
  std::lock_guard<std::mutex> lock(mutex);
  return messages.size();
}

std::vector<std::string> ErrorList::takeFrom(size_t first) {
  std::lock_guard<std::mutex> lock(mutex);
  first = std::min(first, messages.size());
  std::vector<std::string> taken(messages.begin() + first, messages.end());
  messages.resize(first);
  return taken;
}

bool ErrorList::checkTimedRun(size_t first, bool succeeded, std::string &error) {
  std::vector<std::string> errors = takeFrom(first);
  if (succeeded && errors.empty())
    return true;
  error = errors.empty() ? "the timed run failed" : errors.front();
  for (size_t i = 1; i < errors.size(); ++i)
    error += "; " + errors[i];
  return false;
}

std::string dimensions(intptr_t x, intptr_t y, intptr_t z) {
  return std::to_string(x) + "x" + std::to_string(y) + "x" + std::to_string(z);
}

bool fitsLaunchDimension(intptr_t value) { return value > 0 && static_cast<uint64_t>(value) <= UINT_MAX; }

std::string trimLog(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
    text.pop_back();
  return text;
}

bool checkCopyToDevice(size_t bytes, size_t bufferBytes, std::string &error) {
  if (bytes <= bufferBytes)
    return true;
  error = "copy to device: " + std::to_string(bytes) + " B into a buffer of " + std::to_string(bufferBytes);
  return false;
}

bool checkCopyToHost(size_t bytes, size_t bufferBytes, std::string &error) {
  if (bytes <= bufferBytes)
    return true;
  error = "copy to host: " + std::to_string(bytes) + " B from a buffer of " + std::to_string(bufferBytes);
  return false;
}

uintptr_t BlockCache::take(size_t bytes) {
  for (size_t i = blocks.size(); i-- > 0;)
    if (blocks[i].second == bytes) {
      uintptr_t block = blocks[i].first;
      blocks.erase(blocks.begin() + static_cast<std::ptrdiff_t>(i));
      kept -= bytes;
      return block;
    }
  return 0;
}

std::vector<uintptr_t> BlockCache::give(uintptr_t block, size_t bytes) {
  if (bytes > limit)
    return {block};
  blocks.emplace_back(block, bytes);
  kept += bytes;
  std::vector<uintptr_t> released;
  size_t oldest = 0;
  while (kept > limit) {
    released.push_back(blocks[oldest].first);
    kept -= blocks[oldest].second;
    ++oldest;
  }
  blocks.erase(blocks.begin(), blocks.begin() + static_cast<std::ptrdiff_t>(oldest));
  return released;
}

std::vector<uintptr_t> BlockCache::drain() {
  std::vector<uintptr_t> all;
  for (auto &[block, bytes] : blocks)
    all.push_back(block);
  blocks.clear();
  kept = 0;
  return all;
}

} // namespace lantern::backend::gpu
