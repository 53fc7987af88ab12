#include <gtest/gtest.h>

#include "posenc/encoding.h"

TEST(Smoke, Builds) { EXPECT_EQ(posenc::Encode(1, 2)[1], 1.0); }
