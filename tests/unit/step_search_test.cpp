// The bisection of `lantern-cli bisect` (run/step_search.h), on probes given as plain verdicts.
#include "run/step_search.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

namespace {

using lantern::run::findFirstChanged;
using lantern::run::Probe;
using lantern::run::StepSearch;

// Verdicts per position; the search must not ask twice about one.
struct Steps {
  std::vector<Probe> verdicts;
  std::set<size_t> asked;

  StepSearch search() {
    return findFirstChanged(verdicts.size(), [this](size_t i) {
      EXPECT_LT(i, verdicts.size());
      EXPECT_TRUE(asked.insert(i).second) << "position " << i << " probed twice";
      return verdicts[i];
    });
  }
};

// Kept before `firstBad`, changed from it on.
Steps changedFrom(size_t count, size_t firstBad) {
  Steps s;
  for (size_t i = 0; i < count; ++i)
    s.verdicts.push_back(i < firstBad ? Probe::Same : Probe::Changed);
  return s;
}

size_t logBound(size_t count) { return static_cast<size_t>(std::ceil(std::log2(static_cast<double>(count)))) + 2; }

TEST(StepSearch, FindsTheFirstChangedStepAtEveryPositionWithinLog2Probes) {
  for (size_t count = 1; count <= 70; ++count) {
    for (size_t bad = 0; bad < count; ++bad) {
      Steps s = changedFrom(count, bad);
      StepSearch r = s.search();
      ASSERT_TRUE(r.firstChanged.has_value()) << count << " steps, bad " << bad;
      EXPECT_EQ(*r.firstChanged, bad) << count << " steps";
      EXPECT_EQ(r.lastSame, bad == 0 ? std::nullopt : std::optional<size_t>(bad - 1)) << count << " steps";
      EXPECT_EQ(r.upper, std::optional<size_t>(count - 1));
      EXPECT_LE(r.probed.size(), logBound(count)) << count << " steps, bad " << bad;
    }
  }
}

TEST(StepSearch, WhenTheLastStepKeepsTheNumbersOnlyItIsProbed) {
  Steps s = changedFrom(20, 20);
  StepSearch r = s.search();
  EXPECT_FALSE(r.firstChanged.has_value());
  EXPECT_EQ(r.probed, std::vector<size_t>{19});
}

TEST(StepSearch, NoStepsMeansNothingToProbe) {
  Steps s;
  StepSearch r = s.search();
  EXPECT_FALSE(r.upper.has_value());
  EXPECT_FALSE(r.firstChanged.has_value());
  EXPECT_TRUE(r.probed.empty());
}

TEST(StepSearch, ANotCheckableTailMakesTheLastCheckableStepTheUpperEnd) {
  Steps s = changedFrom(12, 4);
  for (size_t i = 8; i < 12; ++i)
    s.verdicts[i] = Probe::NotCheckable; // mapped to GPU threads from step 8 on
  StepSearch r = s.search();
  EXPECT_EQ(r.upper, std::optional<size_t>(7));
  EXPECT_EQ(r.firstChanged, std::optional<size_t>(4));
  EXPECT_EQ(r.lastSame, std::optional<size_t>(3));
  EXPECT_LE(r.probed.size(), 4 + logBound(8));
}

TEST(StepSearch, ANotCheckableTailAfterStepsThatKeepTheNumbersFindsNothing) {
  Steps s = changedFrom(10, 10);
  s.verdicts[8] = s.verdicts[9] = Probe::NotCheckable;
  StepSearch r = s.search();
  EXPECT_EQ(r.upper, std::optional<size_t>(7));
  EXPECT_FALSE(r.firstChanged.has_value());
  EXPECT_EQ(r.probed, (std::vector<size_t>{9, 8, 7}));
}

TEST(StepSearch, NothingCheckableLeavesNoUpperEnd) {
  Steps s;
  s.verdicts.assign(5, Probe::NotCheckable);
  StepSearch r = s.search();
  EXPECT_FALSE(r.upper.has_value());
  EXPECT_FALSE(r.firstChanged.has_value());
  EXPECT_EQ(r.probed.size(), 5u);
}

TEST(StepSearch, ANotCheckableMidpointIsReplacedByItsNeighbour) {
  for (size_t bad = 0; bad < 16; ++bad) {
    Steps s = changedFrom(16, bad);
    if (bad != 7)
      s.verdicts[7] = Probe::NotCheckable; // the first midpoint
    else
      s.verdicts[6] = Probe::NotCheckable;
    StepSearch r = s.search();
    ASSERT_TRUE(r.firstChanged.has_value()) << "bad " << bad;
    EXPECT_EQ(*r.firstChanged, bad) << "bad " << bad;
    EXPECT_LE(r.probed.size(), logBound(16) + 1) << "bad " << bad;
  }
}

TEST(StepSearch, AChangeInANotCheckableStepIsPinnedToTheNextCheckableOne) {
  Steps s = changedFrom(10, 4);
  s.verdicts[3] = s.verdicts[4] = Probe::NotCheckable;
  StepSearch r = s.search();
  // The change is somewhere in 3..5: the search names 5 and the last step known to keep them, 2.
  EXPECT_EQ(r.firstChanged, std::optional<size_t>(5));
  EXPECT_EQ(r.lastSame, std::optional<size_t>(2));
}

} // namespace
