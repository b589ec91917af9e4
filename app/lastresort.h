#pragma once

namespace dcs {

// The last line of defence (issue 31): no exception leaves `main` or an event handler
// unexplained. A bug that throws ends the command with a clear message and exit code 70, and
// in the studio interrupts only the action that threw.
namespace LastResort {

constexpr int kExitCode = 70;  // EX_SOFTWARE of sysexits.h: an internal error, never a user's

// Prints "dcstudio: internal error: WHAT ..." on stderr (valid UTF-8) and returns kExitCode.
int report(const char *what);
// For std::set_terminate: the same message for an exception nothing caught (another thread,
// a noexcept function), then exits with kExitCode instead of aborting with a core dump.
[[noreturn]] void onTerminate();

} // namespace LastResort
} // namespace dcs
