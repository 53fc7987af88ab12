// The NumPy references of tests/reference/rope_drope_precision.py (RoPE context
// extension, DroPE and reduced precision), as written by generate.py to
// tests/reference/out/rope_drope_precision.txt.
#ifndef POSENC_TESTS_CPP_ROPE_DROPE_PRECISION_REFERENCE_H_
#define POSENC_TESTS_CPP_ROPE_DROPE_PRECISION_REFERENCE_H_

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "test_support.h"

namespace posenc_test {

// One line of rope_drope_precision.txt:
// "<kind> <k>=<v> ... : <name> <n> <values> ...".
struct Case {
  std::string kind;
  std::map<std::string, std::string> params;
  std::map<std::string, std::vector<double>> arrays;

  double Num(const std::string& key) const { return std::stod(params.at(key)); }
  bool Has(const std::string& key) const { return params.count(key) > 0; }
};

// Every line of rope_drope_precision.txt, read once per test process.
inline const std::vector<Case>& Cases() {
  namespace fs = std::filesystem;
  static const std::vector<Case> cases = [] {
    const fs::path here = fs::path(__FILE__).parent_path();
    const fs::path script =
        here / ".." / "reference" / "rope_drope_precision.py";
    const fs::path file =
        here / ".." / "reference" / "out" / "rope_drope_precision.txt";
    // The references are written by generate.py; run it when they are
    // missing or older than their script.
    if (!fs::exists(file) ||
        fs::last_write_time(file) < fs::last_write_time(script)) {
      const std::string command =
          "/usr/bin/python3 " +
          (here / ".." / "reference" / "generate.py").string();
      EXPECT_EQ(std::system(command.c_str()), 0);
    }
    std::ifstream in(file);
    std::vector<Case> out;
    for (const std::vector<std::string>& words : WordsOfLines(in)) {
      Case c;
      std::size_t k = 0;
      if (k < words.size()) c.kind = words[k++];
      for (; k < words.size() && words[k] != ":"; ++k) {
        const auto eq = words[k].find('=');
        c.params[words[k].substr(0, eq)] = words[k].substr(eq + 1);
      }
      ++k;  // Past the ':'.
      while (k + 1 < words.size()) {
        const std::string& name = words[k];
        std::vector<double> values(std::stoul(words[k + 1]));
        k += 2;
        for (double& v : values) {
          v = std::strtod(words.at(k++).c_str(), nullptr);
        }
        c.arrays[name] = std::move(values);
      }
      out.push_back(std::move(c));
    }
    return out;
  }();
  return cases;
}

// The cases of one kind ("freq", "profile", "drope", "round" or
// "precision"), in file order.
inline std::vector<Case> CasesOf(const std::string& kind) {
  std::vector<Case> out;
  for (const Case& c : Cases()) {
    if (c.kind == kind) out.push_back(c);
  }
  return out;
}

}  // namespace posenc_test

#endif  // POSENC_TESTS_CPP_ROPE_DROPE_PRECISION_REFERENCE_H_
