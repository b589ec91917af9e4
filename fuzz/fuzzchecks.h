#pragma once
// The properties the fuzz targets of the command line's inputs check (issue 31), one function per
// input, shared by the libFuzzer targets (fuzz/fuzz_*.cpp abort on a failure, so libFuzzer keeps
// the input) and by test_hardening, which replays every input that ever failed
// (tests/data/fuzz/<input>/). Each returns "" when the property holds, else what broke.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace dcs {
struct Project;
}

namespace dcs::fuzz {

// A design of fuzz/corpus, read once (the fixed side of a comparison, the project a device type
// is imported into); throws when it does not read, which is a broken checkout, not a finding.
const Project &corpusDesign(const char *fileName);

// A document the command line would print is valid UTF-8 and reads back as JSON.
std::string checkPrintableJson(const nlohmann::json &document);

// PROJECT of check/evaluate/compare --json: the error line of a refused file, or the
// evaluation, findings and comparison (against fuzz/corpus/generated-2-air.json) of an accepted one.
std::string checkCliOutputs(std::string_view bytes);

// A NetBox device-type YAML file through the reader and `import-device-type` into a small design
// (fuzz/corpus/minimal-v2.json), which must read back.
std::string checkDeviceTypeImport(std::string_view bytes);

// sweep-merge PARTs (the bytes cut at NUL into up to four): merged as CSV and JSON Lines; an
// accepted CSV merge parses as RFC 4180 CSV with every row of the parts.
std::string checkSweepMerge(std::string_view bytes);

// An EPW weather file (issue 34): refused naming the file, or imported as the site's weather and
// read back from the project unchanged.
std::string checkEpwImport(std::string_view bytes);

// The body of a libFuzzer target: `check` on the input; a broken property is printed and aborts,
// so libFuzzer keeps the input.
inline int runTarget(std::string (*check)(std::string_view), const char *name, const std::uint8_t *data, std::size_t size)
{
    const std::string why = check(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!why.empty()) {
        std::fprintf(stderr, "%s: %s\n", name, why.c_str());
        std::abort();
    }
    return 0;
}

} // namespace dcs::fuzz
