#include "test_support.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

namespace posenc_test {
namespace {

std::string ReferenceText(const std::string& script) {
  const std::string path =
      std::string(POSENC_SOURCE_DIR) + "/tests/reference/" + script + ".py";
  const std::string cache = script + ".reference.txt";
  struct stat script_stat {};
  struct stat cache_stat {};
  const bool fresh = stat(path.c_str(), &script_stat) == 0 &&
                     stat(cache.c_str(), &cache_stat) == 0 &&
                     cache_stat.st_mtime >= script_stat.st_mtime;
  if (!fresh) {
    // Written under a private name, then renamed: tests of the same script
    // run in parallel processes and must never read a half-written cache.
    const std::string part = cache + "." + std::to_string(getpid());
    const std::string command =
        "/usr/bin/python3 " + path + " --text > " + part;
    if (std::system(command.c_str()) != 0) return "";
    std::rename(part.c_str(), cache.c_str());
  }
  std::ifstream in(cache);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<ReferenceLine> Parse(const std::string& text) {
  std::istringstream stream(text);
  std::vector<ReferenceLine> out;
  for (const std::vector<std::string>& words : WordsOfLines(stream)) {
    ReferenceLine line;
    if (!words.empty()) line.name = words[0];
    for (std::size_t k = 1; k < words.size(); ++k) {
      line.numbers.push_back(std::strtod(words[k].c_str(), nullptr));
    }
    out.push_back(line);
  }
  return out;
}

}  // namespace

const std::vector<ReferenceLine>& ReferenceLines(const std::string& script) {
  static std::map<std::string, std::vector<ReferenceLine>> loaded;
  auto it = loaded.find(script);
  if (it == loaded.end()) {
    it = loaded.emplace(script, Parse(ReferenceText(script))).first;
  }
  return it->second;
}

std::vector<ReferenceLine> ReferenceLinesNamed(const std::string& script,
                                               const std::string& name) {
  std::vector<ReferenceLine> out;
  for (const ReferenceLine& line : ReferenceLines(script)) {
    if (line.name == name) out.push_back(line);
  }
  return out;
}

::testing::AssertionResult WroteLines(
    const std::string& script,
    std::initializer_list<std::pair<std::string, std::size_t>> counts) {
  for (const auto& [name, count] : counts) {
    const std::size_t wrote = ReferenceLinesNamed(script, name).size();
    if (wrote != count) {
      return ::testing::AssertionFailure()
             << script << " wrote " << wrote << " lines " << name
             << ", expected " << count;
    }
  }
  return ::testing::AssertionSuccess();
}

std::vector<std::vector<std::string>> WordsOfLines(std::istream& in) {
  std::vector<std::vector<std::string>> out;
  std::string row;
  while (std::getline(in, row)) {
    std::istringstream fields(row);
    std::vector<std::string> words;
    std::string word;
    while (fields >> word) words.push_back(word);
    out.push_back(std::move(words));
  }
  return out;
}

std::string VariantTestName(posenc::Variant v) {
  std::string name = posenc::VariantName(v);
  for (char& ch : name) {
    if (ch == '-') ch = '_';
  }
  return name;
}

::testing::AssertionResult PairLengthsKept(const std::vector<double>& before,
                                           const std::vector<double>& after,
                                           double relative, double absolute) {
  if (after.size() != before.size()) {
    return ::testing::AssertionFailure()
           << after.size() << " values, expected " << before.size();
  }
  for (std::size_t i = 0; 2 * i + 1 < before.size(); ++i) {
    const double was = std::hypot(before[2 * i], before[2 * i + 1]);
    const double is = std::hypot(after[2 * i], after[2 * i + 1]);
    if (!(std::fabs(is - was) <= relative * was + absolute)) {
      return ::testing::AssertionFailure()
             << "pair " << i << " has length " << is << ", was " << was;
    }
  }
  return ::testing::AssertionSuccess();
}

std::uint64_t Bits(double x) {
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}

bool SameValue(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || Bits(a) == Bits(b);
}

bool IsRange(const posenc::adapters::Result& r, const std::string& param,
             const std::string& fragment) {
  return !r.ok && r.kind == 1 && r.param == param &&
         r.message.find(fragment) != std::string::npos;
}

double* StageValues(const std::vector<double>& values) {
  const double address =
      posenc::adapters::Stage(static_cast<double>(values.size()));
  if (address == 0) return nullptr;
  double* block =
      reinterpret_cast<double*>(static_cast<std::uintptr_t>(address));
  for (std::size_t k = 0; k < values.size(); ++k) block[k] = values[k];
  return block;
}

}  // namespace posenc_test
