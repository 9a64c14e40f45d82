/*
 * CFFI: the C that ListKitPlugins needs. The accessors return the addresses
 * of libffi's built-in type descriptions, which Swift 6 cannot take from a
 * C global variable without stepping outside strict concurrency checking;
 * the two process functions are glibc's GNU extensions, which the Glibc
 * module does not declare.
 */
#ifndef LISTKIT_CFFI_SHIM_H
#define LISTKIT_CFFI_SHIM_H

#include <ffi.h>
#include <spawn.h>

/** glibc (2.34 and later): closes every descriptor from `from` up in the spawned child. */
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *_Nonnull actions, int from);
/** glibc: `pipe` with flags (`O_CLOEXEC`) applied atomically. */
extern int pipe2(int fds[_Nonnull 2], int flags);

/** libffi's description of `void`. */
static inline ffi_type *_Nonnull listkit_ffi_type_void(void) { return &ffi_type_void; }
/** libffi's description of a data pointer. */
static inline ffi_type *_Nonnull listkit_ffi_type_pointer(void) { return &ffi_type_pointer; }
/** libffi's description of `double`. */
static inline ffi_type *_Nonnull listkit_ffi_type_double(void) { return &ffi_type_double; }
/** libffi's description of `int32_t`. */
static inline ffi_type *_Nonnull listkit_ffi_type_sint32(void) { return &ffi_type_sint32; }
/** libffi's description of `uint32_t`. */
static inline ffi_type *_Nonnull listkit_ffi_type_uint32(void) { return &ffi_type_uint32; }
/** libffi's description of `uint64_t`. */
static inline ffi_type *_Nonnull listkit_ffi_type_uint64(void) { return &ffi_type_uint64; }
/** The platform's default calling convention. */
static inline ffi_abi listkit_ffi_default_abi(void) { return FFI_DEFAULT_ABI; }
/** The `type` code of a struct in an `ffi_type`. */
static inline unsigned short listkit_ffi_type_struct_code(void) { return FFI_TYPE_STRUCT; }

#endif
