// Counts heap allocations for FlowBenchmarks: an executable that defines malloc, calloc and
// realloc replaces the C library's for every library it loads (the Swift runtime and Foundation
// included), and these forward to glibc's own entry points after counting. Linux (glibc) only;
// elsewhere the count stays zero and the benchmark says so.
#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Atomic size_t allocationCount;

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

size_t flow_allocation_count(void) {
  return atomic_load_explicit(&allocationCount, memory_order_relaxed);
}

size_t flow_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
size_t flow_allocation_count(void) { return 0; }
size_t flow_heap_bytes_in_use(void) { return 0; }
#endif
