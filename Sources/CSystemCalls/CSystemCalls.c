// syscall(2) and AT_FDCWD are GNU/POSIX.1-2008 declarations, not ISO C ones.
#define _GNU_SOURCE

#include "CSystemCalls.h"

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

int viper_gen_rename_no_replace(const char *source, const char *target) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, source, AT_FDCWD, target, 1u /* RENAME_NOREPLACE */);
#else
    (void)source;
    (void)target;
    errno = ENOSYS;
    return -1;
#endif
}
