// The descriptions of functions.h: each adapter's arguments match its
// description's sources, names are unique, cost bounds name a limit of the
// facts, and a result reports the parts its description lists.
#include "functions.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "adapters.h"

namespace posenc {
namespace adapters {
namespace {

int Count(const char* list) {
  if (*list == '\0') return 0;
  int n = 1;
  for (const char* c = list; *c != '\0'; ++c) n += *c == ',';
  return n;
}

struct Checker {
  std::set<std::string> names;
  int core = 0;
  int full = 0;
  bool in_core = true;
  template <typename R, typename... A>
  void operator()(const Function& f, R (*)(A...)) {
    EXPECT_EQ(Count(f.args), static_cast<int>(sizeof...(A))) << f.name;
    EXPECT_TRUE(names.insert(f.name).second) << f.name << " listed twice";
    // Braced: EXPECT_* expands to an if/else of its own.
    if (f.api) {
      EXPECT_GT(PartCount(f), 0) << f.name;
    }
    (in_core ? core : full)++;
  }
  void EndOfCore() { in_core = false; }
};

TEST(Functions, EveryAdapterTakesTheArgumentsItsDescriptionNames) {
  Checker checker;
  VisitFunctions<false>(checker);
  EXPECT_EQ(checker.core, 11);
  EXPECT_GT(checker.full, 20);
}

TEST(Functions, TheCoreListIsThePrefixOfTheFullList) {
  Checker core;
  VisitFunctions<true>(core);
  Checker full;
  VisitFunctions<false>(full);
  EXPECT_EQ(core.core, full.core);
  EXPECT_EQ(core.full, 0);
}

struct CostChecker {
  std::string facts = FactsJson();
  template <typename R, typename... A>
  void operator()(const Function& f, R (*)(A...)) {
    if (*f.cost.formula == '\0') return;
    // The name and the value the check uses are one limit of the facts.
    const std::string limit = std::string("\"") + f.cost.limit_name +
                              "\":" + FormatNumber(f.cost.limit);
    const std::size_t at = facts.find(limit);
    ASSERT_NE(at, std::string::npos)
        << f.name << ": " << limit << " is not a limit of the facts";
    const char next = facts[at + limit.size()];
    EXPECT_TRUE(next == ',' || next == '}') << f.name << ": " << limit;
  }
  void EndOfCore() {}
};

TEST(Functions, EveryCostBoundNamesALimitOfTheFactsWithItsValue) {
  CostChecker checker;
  VisitFunctions<false>(checker);
}

TEST(Functions, TheJsonListsEveryFunctionAndStruct) {
  const std::string json = FunctionsJson();
  EXPECT_NE(json.find("{\"name\":\"averageGrid\",\"module\":\"core\",\"api\":"
                      "true,\"returns\":\"WasmResult\",\"sources\":[\"window\","
                      "\"options\"],\"types\":[\"WasmGridWindow\","
                      "\"WasmOptions\"]"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("{\"name\":\"t5Bucket\",\"module\":\"full\""),
            std::string::npos);
  EXPECT_NE(json.find("{\"name\":\"bidirectional\",\"type\":\"boolean\","
                      "\"default\":true}"),
            std::string::npos);
  EXPECT_NE(json.find("{\"name\":\"factor\",\"type\":\"number\",\"default\":"
                      "null}"),
            std::string::npos);
}

const double* Shape() {
  return reinterpret_cast<const double*>(
      static_cast<std::uintptr_t>(ShapeAddress()));
}

TEST(Shape, AResultReportsEachPartsOffsetAndDimensions) {
  const Result r = AlibiBias(4, 2);
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(Shape()[0], 1);  // One part,
  EXPECT_EQ(Shape()[1], 0);  // at the block's start,
  EXPECT_EQ(Shape()[2], 2);  // 2 heads of 4 x 4.
  EXPECT_EQ(Shape()[3], 4);
  EXPECT_EQ(Shape()[4], 4);
  Release();
}

TEST(Shape, PartsFollowEachOtherAtMultiplesOfEightBytes) {
  const Result r = DropeCompare(0, 0, 2, 10000, 4);  // Refused: no q.
  EXPECT_FALSE(r.ok);
  const Result p = PrecisionStats(3, 4, 10000, 1);
  ASSERT_TRUE(p.ok) << p.message;
  EXPECT_EQ(Shape()[0], 5);
  EXPECT_EQ(Shape()[1 + 0 * 4], 0);
  EXPECT_EQ(Shape()[1 + 0 * 4 + 1], 3);  // maxError: seqLen values.
  EXPECT_EQ(Shape()[1 + 1 * 4], 24);     // distinctRows after 3 doubles.
  EXPECT_EQ(Shape()[1 + 4 * 4], 48);
  Release();
}

TEST(Shape, Int32PartsRoundUpToWholeDoubles) {
  const Result r = ShawIndices(3, 1);  // 9 int32 values: 36 bytes.
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(Shape()[0], 1);
  EXPECT_EQ(Shape()[2], 3);
  EXPECT_EQ(Shape()[3], 3);
  Release();
}

}  // namespace
}  // namespace adapters
}  // namespace posenc
