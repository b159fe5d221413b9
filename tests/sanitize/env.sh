# Sourced by `make test-sanitize` (and usable by hand: `. tests/sanitize/env.sh`): how the ASan and
# UBSan runtimes of build-sanitize/ report. Any report ends the process with a failure, so a test
# that triggers one fails. Suppressions (each explained in its file) are only for libraries that are
# not instrumented: Debian's libLLVM/libMLIR and libtorch.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0:strict_string_checks=0:check_initialization_order=1:detect_odr_violation=0"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$here/ubsan.supp"
