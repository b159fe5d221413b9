# Sourced by `make test-sanitize`, tests/fuzz/run.sh (and by hand: `LANTERN_SANITIZE_DIR=$PWD/tests/sanitize . tests/sanitize/env.sh`): how the ASan and
# UBSan runtimes of build-sanitize/ report. Any report ends the process with a failure, so a test
# that triggers one fails. Suppressions (each explained in its file) are only for libraries that are
# not instrumented (Debian's libLLVM/libMLIR, libtorch); none were needed so far.
# POSIX sh (make runs it with /bin/sh): the caller says where this directory is.
here="${LANTERN_SANITIZE_DIR:?set LANTERN_SANITIZE_DIR to the absolute path of tests/sanitize}"
export ASAN_OPTIONS="verify_asan_link_order=0:detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0:strict_string_checks=0:check_initialization_order=1:detect_odr_violation=0"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$here/ubsan.supp"
# verify_asan_link_order=0: the runtime is a shared library (-shared-libasan, so that the mlir-opt
# plugin can use it); ASan otherwise insists that it comes before every other library in the list,
# which libFuzzer's and Debian's libLLVM.so entries on the link line do not allow.
