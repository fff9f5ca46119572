#!/usr/bin/env bash
# A real print queue for the printing tests: CUPS with cups-pdf as a virtual printer that writes
# each job as a PDF under the job owner's ~/PDF. Two queues: CCDiaryPDF feeds A4, A6 and the C6
# envelope and prints both sides (cups-pdf's own PPD with those sizes and a Duplex option
# added), CCDiaryA4 feeds A4 only (cups-pdf's PPD as it comes), so that a card goes on A4 with
# crop marks there. Installs what it needs and starts cupsd when it is not running.
set -euo pipefail
need=()
command -v cupsd >/dev/null || [ -x /usr/sbin/cupsd ] || need+=(cups)
command -v lp >/dev/null || need+=(cups-client)
command -v ipptool >/dev/null || need+=(cups-ipp-utils)
command -v pdfinfo >/dev/null || need+=(poppler-utils)
[ -e /usr/lib/cups/backend/cups-pdf ] || need+=(printer-driver-cups-pdf)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
# `lpstat -r` exits 0 either way: what it says tells whether cupsd runs.
running() { LC_ALL=C lpstat -r 2>/dev/null | grep -q "scheduler is running"; }
if ! running; then
    /usr/sbin/cupsd
    for _ in $(seq 50); do running && break; sleep 0.2; done
    running || { echo "cups-queue: cupsd did not start" >&2; exit 1; }
fi
ppd=/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd
ours="${TMPDIR:-/tmp}/ccdiary-CCDiaryPDF.ppd"
# A6 (105 × 148 mm) and the C6 envelope (114 × 162 mm), in points, beside A4; and both sides.
awk '
/^\*PageSize A4\//     { print; print "*PageSize A6/A6: \"<</PageSize[298 420]/ImagingBBox null>>setpagedevice\""; print "*PageSize EnvC6/Envelope C6: \"<</PageSize[323 459]/ImagingBBox null>>setpagedevice\""; next }
/^\*PageRegion A4\//   { print; print "*PageRegion A6/A6: \"<</PageSize[298 420]/ImagingBBox null>>setpagedevice\""; print "*PageRegion EnvC6/Envelope C6: \"<</PageSize[323 459]/ImagingBBox null>>setpagedevice\""; next }
/^\*ImageableArea A4\// { print; print "*ImageableArea A6/A6: \"0 0 298 420\""; print "*ImageableArea EnvC6/Envelope C6: \"0 0 323 459\""; next }
/^\*PaperDimension A4\// { print; print "*PaperDimension A6/A6: \"298 420\""; print "*PaperDimension EnvC6/Envelope C6: \"323 459\""; next }
{ print }
END {
  print "*OpenUI *Duplex/Two-sided: PickOne"
  print "*OrderDependency: 50 AnySetup *Duplex"
  print "*DefaultDuplex: None"
  print "*Duplex None/Off: \"<</Duplex false>>setpagedevice\""
  print "*Duplex DuplexNoTumble/Long edge: \"<</Duplex true/Tumble false>>setpagedevice\""
  print "*Duplex DuplexTumble/Short edge: \"<</Duplex true/Tumble true>>setpagedevice\""
  print "*CloseUI: *Duplex"
}' "$ppd" > "$ours"
lpadmin -p CCDiaryPDF -v cups-pdf:/ -E -P "$ours" 2>/dev/null
lpadmin -p CCDiaryA4 -v cups-pdf:/ -E -P "$ppd" 2>/dev/null
cupsenable CCDiaryPDF CCDiaryA4
cupsaccept CCDiaryPDF CCDiaryA4
lpadmin -d CCDiaryPDF
lpstat -p -d
