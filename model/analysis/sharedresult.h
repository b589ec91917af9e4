#pragma once
#include <memory>
#include <utility>

namespace dcs {

// One engine's result inside an Analysis: an immutable result that the snapshots made from one
// another share (the second pass, a workload edit), read as `analysis.power->feeds` or passed on
// as `const PowerResult &`. Holding it through a pointer lets analysis.h declare the seven
// result types instead of including them, so a change to one result header recompiles only the
// files that read that result (issue 29).
template <typename Result>
class SharedResult
{
public:
    SharedResult() = default;  // null until Analysis's constructor gives every result an empty one
    SharedResult(Result result) : mResult(std::make_shared<const Result>(std::move(result))) {}  // NOLINT: assigned from an engine's result

    const Result &operator*() const { return *mResult; }
    const Result *operator->() const { return mResult.get(); }
    const Result *get() const { return mResult.get(); }
    operator const Result &() const { return *mResult; }  // NOLINT: passed on where a result is read

private:
    std::shared_ptr<const Result> mResult;
};

} // namespace dcs
