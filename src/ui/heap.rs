//! Memory the allocator holds freed, given back to the system.

/// Gives the system back the pages freed on every thread. glibc keeps what a thread freed for
/// that thread's next allocations: reading 1,000 games in play at start-up left 9 MB so held by
/// the thread that read them, which ends; after the window imported 20,000 games, 34 MB
/// (BENCHMARKS.md, "`today` and the window's memory").
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(
    unsafe_code,
    reason = "malloc_trim, a call of the system std does not wrap"
)]
pub(crate) fn give_back() {
    unsafe extern "C" {
        fn malloc_trim(pad: usize) -> i32;
    }
    // SAFETY: malloc_trim takes a size by value and only releases pages glibc's allocator holds
    // free; no memory of ours is touched.
    unsafe {
        malloc_trim(0);
    }
}

/// Elsewhere (Windows' heap, musl) nothing is asked of the allocator.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn give_back() {}
