/* For running the Windows test binaries under Debian's Wine 8 only, never shipped: Rust's
 * standard library calls ProcessPrng from bcryptprimitives.dll, which real Windows (10 and
 * later) has and Wine 8 lacks. This stand-in answers it with RtlGenRandom. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
