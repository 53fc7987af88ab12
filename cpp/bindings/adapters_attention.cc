// The adapter of attentionTerms (adapters.h): how position enters the
// attention score. Like the others it validates, then computes into the
// module-owned blocks of adapters_common.h; the core module does not
// register it, so -flto leaves this file out of it.
#include <cstdint>

#include "adapters.h"
#include "adapters_common.h"
#include "functions.h"
#include "posenc/attention_terms.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {

Result AttentionTerms(double count, double position_count, double d_model,
                      const AttentionTermsOptions& options) {
  Status status = ValidateAttentionTerms(nullptr, nullptr, count,
                                         position_count, d_model, options);
  if (status.ok) status = CheckStaged(count + position_count, "tokens");
  // The tokens, then the positions, as the API stages them (valid pointers
  // only once the counts passed).
  const double* tokens = status.ok ? StagedInput() : nullptr;
  const double* positions =
      status.ok ? tokens + static_cast<std::int64_t>(count) : nullptr;
  if (status.ok) {
    status = ValidateAttentionTerms(tokens, positions, count, position_count,
                                    d_model, options);
  }
  if (status.ok) {
    status = Reserve<kAttentionTerms>({{count, count},
                                       {count, count},
                                       {count, count},
                                       {count, count},
                                       {count, count},
                                       {count, d_model},
                                       {count, d_model}},
                                      "the attention terms");
  }
  if (!status.ok) return Fail(status);
  const AttentionTermsOut out = {PartAt<double>(0), PartAt<double>(1),
                                 PartAt<double>(2), PartAt<double>(3),
                                 PartAt<double>(4), PartAt<double>(5),
                                 PartAt<double>(6)};
  AttentionTermsInto(out, tokens, positions, static_cast<std::int64_t>(count),
                     static_cast<std::int64_t>(d_model), options);
  return Ok();
}

}  // namespace adapters
}  // namespace posenc
