#ifndef FLOW_ALLOCATION_COUNTER_H
#define FLOW_ALLOCATION_COUNTER_H

#include <stddef.h>

/// The heap allocations (malloc, calloc, realloc) this process has made so far, counted by the
/// wrappers in AllocationCounter.c, which replace the C library's for the whole process.
size_t flow_allocation_count(void);

/// The bytes of heap in use now (glibc's `mallinfo2`), so that what a structure keeps can be read as
/// the difference around making it; zero where glibc is not the C library.
size_t flow_heap_bytes_in_use(void);

#endif
