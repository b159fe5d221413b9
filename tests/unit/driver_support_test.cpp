// Unit tests of backend/gpu/driver_support: the error list the GPU drivers' entry points record
// into, device buffers over a driver's allocate/free, and the messages both drivers share.
#include "backend/gpu/driver_support.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace lantern::backend::gpu {
namespace {

// A driver's memory that hands out addresses from a counter and logs what it frees.
struct FakeMemory {
  static inline std::vector<void *> freed;
  static inline uintptr_t next = 0x1000;
  static inline bool fail = false;

  static bool allocate(size_t bytes, void *&pointer, std::string &error) {
    if (fail) {
      error = "no memory for " + std::to_string(bytes) + " B";
      return false;
    }
    pointer = reinterpret_cast<void *>(next);
    next += 0x100;
    return true;
  }
  static void free(void *pointer) { freed.push_back(pointer); }
};

class DeviceBufferTest : public ::testing::Test {
protected:
  void SetUp() override {
    FakeMemory::freed.clear();
    FakeMemory::fail = false;
  }
};

TEST(ErrorListTest, TakeFromRemovesTheErrorsFromThatPositionOn) {
  ErrorList errors;
  errors.record("a");
  errors.record("b");
  errors.record("c");
  EXPECT_EQ(errors.takeFrom(1), (std::vector<std::string>{"b", "c"}));
  EXPECT_EQ(errors.count(), 1u);
  EXPECT_EQ(errors.takeFrom(5), std::vector<std::string>{});
  EXPECT_EQ(errors.takeFrom(0), std::vector<std::string>{"a"});
  EXPECT_EQ(errors.count(), 0u);
}

TEST(ErrorListTest, TimedRunFailsWithTheErrorsRecordedSinceItStartedJoined) {
  ErrorList errors;
  errors.record("before");
  size_t first = errors.count();
  errors.record("cuLaunchKernel: bad");
  errors.record("cuEventRecord: bad");
  std::string error;
  EXPECT_FALSE(errors.checkTimedRun(first, true, error));
  EXPECT_EQ(error, "cuLaunchKernel: bad; cuEventRecord: bad");
  EXPECT_EQ(errors.takeFrom(0), std::vector<std::string>{"before"});
}

TEST(ErrorListTest, TimedRunThatFailedWithoutErrorsSaysSo) {
  ErrorList errors;
  std::string error;
  EXPECT_FALSE(errors.checkTimedRun(0, false, error));
  EXPECT_EQ(error, "the timed run failed");
  error.clear();
  EXPECT_TRUE(errors.checkTimedRun(0, true, error));
  EXPECT_EQ(error, "");
}

TEST_F(DeviceBufferTest, AllocatesThroughTheDriverAndFreesOnDestruction) {
  void *address = nullptr;
  {
    DeviceBuffer<FakeMemory> buffer;
    std::string error;
    ASSERT_TRUE(buffer.allocate(64, error)) << error;
    address = buffer.data();
    EXPECT_NE(address, nullptr);
    EXPECT_EQ(buffer.size(), 64u);
    EXPECT_TRUE(FakeMemory::freed.empty());
  }
  EXPECT_EQ(FakeMemory::freed, std::vector<void *>{address});
}

TEST_F(DeviceBufferTest, ReallocatingFreesWhatTheBufferHeld) {
  DeviceBuffer<FakeMemory> buffer;
  std::string error;
  ASSERT_TRUE(buffer.allocate(8, error));
  void *first = buffer.data();
  ASSERT_TRUE(buffer.allocate(16, error));
  EXPECT_EQ(FakeMemory::freed, std::vector<void *>{first});
  EXPECT_NE(buffer.data(), first);
  EXPECT_EQ(buffer.size(), 16u);
}

TEST_F(DeviceBufferTest, MovingHandsTheMemoryOverOnce) {
  DeviceBuffer<FakeMemory> a;
  std::string error;
  ASSERT_TRUE(a.allocate(8, error));
  void *address = a.data();
  DeviceBuffer<FakeMemory> b(std::move(a));
  EXPECT_EQ(a.data(), nullptr);
  EXPECT_EQ(a.size(), 0u);
  EXPECT_EQ(b.data(), address);
  DeviceBuffer<FakeMemory> c;
  c = std::move(b);
  EXPECT_EQ(c.data(), address);
  EXPECT_TRUE(FakeMemory::freed.empty());
}

TEST_F(DeviceBufferTest, AFailedAllocationLeavesTheBufferEmptyWithTheDriversReason) {
  DeviceBuffer<FakeMemory> buffer;
  std::string error;
  ASSERT_TRUE(buffer.allocate(8, error));
  FakeMemory::fail = true;
  EXPECT_FALSE(buffer.allocate(32, error));
  EXPECT_EQ(error, "no memory for 32 B");
  EXPECT_EQ(buffer.data(), nullptr);
  EXPECT_EQ(buffer.size(), 0u);
  EXPECT_EQ(FakeMemory::freed.size(), 1u);
}

TEST(DriverMessagesTest, CopiesThatDoNotFitSayByHowMuch) {
  std::string error;
  EXPECT_TRUE(checkCopyToDevice(4, 4, error));
  EXPECT_FALSE(checkCopyToDevice(8, 4, error));
  EXPECT_EQ(error, "copy to device: 8 B into a buffer of 4");
  EXPECT_FALSE(checkCopyToHost(8, 4, error));
  EXPECT_EQ(error, "copy to host: 8 B from a buffer of 4");
}

TEST(DriverMessagesTest, LaunchExtentsArePositiveAndFitThirtyTwoBits) {
  EXPECT_EQ(dimensions(2, 1, 64), "2x1x64");
  EXPECT_TRUE(fitsLaunchDimension(1));
  EXPECT_TRUE(fitsLaunchDimension(intptr_t(UINT32_MAX)));
  EXPECT_FALSE(fitsLaunchDimension(0));
  EXPECT_FALSE(fitsLaunchDimension(-1));
  EXPECT_FALSE(fitsLaunchDimension(intptr_t(UINT32_MAX) + 1));
}

TEST(DriverMessagesTest, LogsLoseTheirTrailingNewlinesAndSpaces) {
  EXPECT_EQ(trimLog("error: bad\n \n"), "error: bad");
  EXPECT_EQ(trimLog("\n"), "");
}

TEST(SymbolResolverTest, NamesTheFirstEntryPointTheLibraryLacks) {
  std::string error;
  void *library = openDriverLibrary("libc.so.6", error);
  ASSERT_NE(library, nullptr) << error;
  SymbolResolver resolve{library, ""};
  size_t (*length)(const char *) = nullptr;
  resolve(length, {"lantern_no_such_function", "strlen"});
  ASSERT_NE(length, nullptr);
  EXPECT_EQ(length("four"), 4u);
  void (*missing)() = nullptr;
  resolve(missing, {"lantern_missing_a", "lantern_missing_b"});
  resolve(missing, {"lantern_missing_c"});
  EXPECT_EQ(missing, nullptr);
  EXPECT_EQ(resolve.missing, "lantern_missing_a");
  EXPECT_FALSE(resolve.optional(missing, {"lantern_missing_d"}));
  EXPECT_EQ(resolve.missing, "lantern_missing_a");
}

TEST(SymbolResolverTest, ALibraryThatIsNotThereIsNamedInTheError) {
  std::string error;
  EXPECT_EQ(openDriverLibrary("/nonexistent/libdriver.so", error), nullptr);
  EXPECT_NE(error.find("/nonexistent/libdriver.so"), std::string::npos) << error;
}


TEST(BlockCacheTest, TakesBackOnlyABlockOfTheSameSizeTheLastOneKeptFirst) {
  BlockCache cache(1000);
  EXPECT_EQ(cache.take(100), 0u);
  EXPECT_TRUE(cache.give(0x1000, 100).empty());
  EXPECT_TRUE(cache.give(0x2000, 200).empty());
  EXPECT_TRUE(cache.give(0x3000, 100).empty());
  EXPECT_EQ(cache.keptBytes(), 400u);
  EXPECT_EQ(cache.take(150), 0u); // no other size, not even a larger one
  EXPECT_EQ(cache.take(100), 0x3000u);
  EXPECT_EQ(cache.take(100), 0x1000u);
  EXPECT_EQ(cache.take(100), 0u);
  EXPECT_EQ(cache.keptBytes(), 200u);
  EXPECT_EQ(cache.keptBlocks(), 1u);
}

TEST(BlockCacheTest, BeyondTheLimitTheOldestBlocksAreReleased) {
  BlockCache cache(300);
  EXPECT_TRUE(cache.give(0x1000, 100).empty());
  EXPECT_TRUE(cache.give(0x2000, 100).empty());
  EXPECT_TRUE(cache.give(0x3000, 100).empty());
  EXPECT_EQ(cache.give(0x4000, 150), (std::vector<uintptr_t>{0x1000, 0x2000}));
  EXPECT_EQ(cache.keptBytes(), 250u);
  EXPECT_EQ(cache.give(0x5000, 301), (std::vector<uintptr_t>{0x5000})); // larger than the limit: never kept
  EXPECT_EQ(cache.keptBytes(), 250u);
  std::vector<uintptr_t> all = cache.drain();
  EXPECT_EQ(all, (std::vector<uintptr_t>{0x3000, 0x4000}));
  EXPECT_EQ(cache.keptBytes(), 0u);
  EXPECT_EQ(cache.take(100), 0u);
}

} // namespace
} // namespace lantern::backend::gpu
