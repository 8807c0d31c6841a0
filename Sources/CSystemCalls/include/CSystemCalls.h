#ifndef VIPER_GEN_C_SYSTEM_CALLS_H
#define VIPER_GEN_C_SYSTEM_CALLS_H

/// Moves `source` to `target` only if `target` does not exist, in one step: renameat2(2) with
/// RENAME_NOREPLACE on Linux. Returns 0, or -1 with errno set; errno is ENOSYS where the
/// system has no such call (then the caller falls back to link(2) + unlink(2)) and EINVAL where
/// the file system does not support the flag.
///
/// Called through the raw system call so that it works in binaries linked statically (where a
/// run-time `dlsym` finds nothing) and with C libraries that do not declare the wrapper.
int viper_gen_rename_no_replace(const char *source, const char *target);

#endif
