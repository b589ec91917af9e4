#include "lastresort.h"
#include "json/utf8text.h"
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

namespace dcs::LastResort {

int report(const char *what)
{
    const std::string text = Utf8Text::escapeInvalid(what ? what : "an unknown error");
    std::fprintf(stderr,
                 "dcstudio: internal error: %s\n"
                 "dcstudio: this is a bug in DC Studio, not in your input; no file was changed. Please report it.\n",
                 text.c_str());
    std::fflush(stderr);
    return kExitCode;
}

void onTerminate()
{
    const std::exception_ptr current = std::current_exception();
    try {
        if (current)
            std::rethrow_exception(current);
        report("terminate was called without an exception");
    } catch (const std::exception &e) {
        report(e.what());
    } catch (...) {
        report("an exception of unknown type");
    }
    std::_Exit(kExitCode);
}

} // namespace dcs::LastResort
