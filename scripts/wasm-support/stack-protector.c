// Referenced by Debian's libclang_rt.builtins-wasm32.a, which is built with -fstack-protector:
// its Int128 division helpers (__umodti3, __divti3, ...) use these, and neither wasi-libc nor the
// Embedded Swift runtime defines them. Swift cannot define a C data symbol, hence C.
unsigned long __stack_chk_guard = 0x5e1f0a7dUL;
__attribute__((noreturn)) void __stack_chk_fail(void) { __builtin_trap(); }
