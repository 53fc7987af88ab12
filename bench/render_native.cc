// Native micro-benchmark of AverageGridInto on the heat map's windows at
// 1,000,000 x 8192 (about 1000 x 500 pixels). Not part of CI; build with
//   cmake -S . -B build/bench -DPOSENC_BENCH=ON && cmake --build build/bench
//   build/bench/render_native [runs]
// Prints min and median CPU time per call over `runs` calls per window.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "posenc/render.h"

namespace {

double CpuMs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 +
         static_cast<double>(t.tv_nsec) * 1e-6;
}

struct Case {
  const char* name;
  posenc::GridWindow window;
};

posenc::GridWindow Window(double row_start, double rows_per_pixel,
                          double rows_px, double col_start,
                          double cols_per_pixel, double cols_px) {
  posenc::GridWindow w;
  w.seq_len = 1e6;
  w.d_model = 8192;
  w.row_start = row_start;
  w.rows_per_pixel = rows_per_pixel;
  w.rows_px = rows_px;
  w.col_start = col_start;
  w.cols_per_pixel = cols_per_pixel;
  w.cols_px = cols_px;
  return w;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 9;
  const Case cases[] = {
      {"whole 1e6 x 8192", Window(0, 2000, 500, 0, 8.192, 1000)},
      {"zoom x3.7 (fractional)",
       Window(123456.7, 1e6 / 3.7 / 500, 500, 1000.3, 8192 / 3.7 / 1000,
              1000)},
      {"zoom x10 rows, all columns", Window(4e5, 200, 500, 0, 8.192, 1000)},
      {"rows 600 (1.2/px), all cols", Window(5e5, 1.2, 500, 0, 8.192, 1000)},
      {"rows 500 (1/px), all cols", Window(5e5, 1, 500, 0, 8.192, 1000)},
  };
  for (const Case& c : cases) {
    const auto rows = static_cast<std::int64_t>(c.window.rows_px);
    std::vector<double> out(
        static_cast<std::size_t>(c.window.rows_px * c.window.cols_px));
    std::vector<double> times;
    for (int k = 0; k <= runs; ++k) {
      const double t = CpuMs();
      posenc::AverageGridInto(out.data(), c.window, {}, 0, rows);
      if (k > 0) times.push_back(CpuMs() - t);  // k == 0 warms up
    }
    std::sort(times.begin(), times.end());
    std::printf("%-30s min %7.2f ms  median %7.2f ms  (%d runs)\n", c.name,
                times.front(), times[times.size() / 2], runs);
  }
  return 0;
}
