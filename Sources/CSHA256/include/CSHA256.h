#ifndef VIPER_GEN_C_SHA256_H
#define VIPER_GEN_C_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions `viper_gen_sha256_blocks` uses (x86-64's SHA
/// New Instructions with SSSE3 and SSE4.1, found with CPUID); 0 elsewhere, where the Swift
/// compression function in ContentHash runs instead.
int viper_gen_sha256_accelerated(void);

/// SHA-256's 64 round constants (K0 to K63), for the compression functions here and in Swift.
const uint32_t *viper_gen_sha256_round_constants(void);

/// Compresses `blocks` 64-byte blocks at `data` into the SHA-256 state `state` (its eight
/// words, H0 to H7), with the processor's SHA instructions. Call only when
/// `viper_gen_sha256_accelerated()` returned 1.
void viper_gen_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
