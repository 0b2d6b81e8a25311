// The memory allocator of per.wasm: malloc, free and their relatives for the Embedded Swift
// runtime, replacing wasi-libc's dlmalloc (about 10 KB of the module).
//
// Blocks come in power-of-two sizes from 32 bytes up. A freed block goes onto the free list
// of its size and is handed out again for the next request of that size; new blocks are cut
// from the end of the heap, which grows with `memory.grow`. Nothing is ever coalesced or
// returned, which suits the app: its working set is small and repeats itself, so after the
// first few actions every allocation is a list pop. Every request is rounded up to a power of
// two, so up to half a block is unused.
//
// Each block starts with a 16-byte header (16 keeps the user pointer aligned for Int128):
// the size class, and the offset from the block's start to the user pointer, which is 16
// except for alignments above 16.
//
// Compiled by scripts/build-wasm.sh with the toolchain's clang for wasm32.

#include <stddef.h>
#include <stdint.h>

#define HEADER 16u
#define MIN_CLASS 5u   // 32-byte blocks: the header and 16 bytes
#define MAX_CLASS 31u  // 2 GiB blocks
#define PAGE 65536u

typedef struct {
    uint32_t sizeClass;
    uint32_t offset;  // from the block's start to the user pointer
} Header;

extern unsigned char __heap_base;

static uintptr_t heapEnd;                 // the end of the part of the heap handed out
static void *freeLists[MAX_CLASS + 1];    // the next free block of each size, or 0

// The size class of a block of at least `bytes` bytes, or 0 when no class is large enough.
static uint32_t sizeClass(size_t bytes) {
    if (bytes > ((size_t)1 << MAX_CLASS)) return 0;
    uint32_t result = MIN_CLASS;
    while (((size_t)1 << result) < bytes) result++;
    return result;
}

// A block of class `c`, from its free list or from the end of the heap; 0 when memory is full.
static unsigned char *takeBlock(uint32_t c) {
    void *block = freeLists[c];
    if (block) {
        freeLists[c] = *(void **)block;
        return block;
    }
    if (!heapEnd) heapEnd = ((uintptr_t)&__heap_base + HEADER - 1) & ~(uintptr_t)(HEADER - 1);
    // 64-bit arithmetic: a 32-bit address space can't overflow it.
    uint64_t start = heapEnd;
    uint64_t end = start + ((uint64_t)1 << c);
    uint64_t available = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
    if (end > available) {
        uint64_t pages = (end - available + PAGE - 1) / PAGE;
        if (end > ((uint64_t)1 << 32) || __builtin_wasm_memory_grow(0, (size_t)pages) == (size_t)-1) return 0;
    }
    heapEnd = (uintptr_t)end;
    return (unsigned char *)(uintptr_t)start;
}

// `bytes` bytes whose address is a multiple of `alignment` (a power of two), or 0.
static void *allocate(size_t bytes, size_t alignment) {
    if (alignment < HEADER) alignment = HEADER;
    size_t padding = alignment - HEADER;  // room to move the user pointer up to the alignment
    if (bytes > SIZE_MAX - HEADER - padding) return 0;
    uint32_t c = sizeClass(bytes + HEADER + padding);
    if (!c) return 0;
    unsigned char *block = takeBlock(c);
    if (!block) return 0;
    uintptr_t user = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    Header *header = (Header *)(user - HEADER);
    header->sizeClass = c;
    header->offset = (uint32_t)(user - (uintptr_t)block);
    return (void *)user;
}

void *malloc(size_t bytes) { return allocate(bytes, HEADER); }

void free(void *pointer) {
    if (!pointer) return;
    Header *header = (Header *)((unsigned char *)pointer - HEADER);
    unsigned char *block = (unsigned char *)pointer - header->offset;
    uint32_t c = header->sizeClass;
    *(void **)block = freeLists[c];
    freeLists[c] = block;
}

// Any power of two is accepted as the alignment (POSIX also requires a multiple of the pointer
// size; smaller alignments are met anyway, every block being 16-byte aligned).
int posix_memalign(void **result, size_t alignment, size_t bytes) {
    if (alignment == 0 || (alignment & (alignment - 1))) return 22;  // EINVAL
    void *pointer = allocate(bytes, alignment);
    if (!pointer) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t bytes) {
    if (alignment == 0 || (alignment & (alignment - 1))) return 0;
    return allocate(bytes, alignment);
}

void *calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) return 0;
    unsigned char *pointer = malloc(count * size);
    if (pointer) __builtin_memset(pointer, 0, count * size);
    return pointer;
}

void *realloc(void *pointer, size_t bytes) {
    if (!pointer) return malloc(bytes);
    Header *header = (Header *)((unsigned char *)pointer - HEADER);
    size_t capacity = ((size_t)1 << header->sizeClass) - header->offset;
    if (bytes <= capacity) return pointer;
    void *moved = malloc(bytes);
    if (!moved) return 0;
    __builtin_memcpy(moved, pointer, capacity);
    free(pointer);
    return moved;
}
