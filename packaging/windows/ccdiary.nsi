; The Windows installer of ccdiary: per user, without administrator rights; a Start-menu
; shortcut; an uninstaller that leaves the user's diary where it is. Built by build.sh:
;   makensis -DVERSION=0.1.0 -DDIST=<folder with ccdiary.exe, ccdiary.ico, LICENSE.txt> ccdiary.nsi
; A 64-bit installer for the 64-bit program (and for Wine without its 32-bit part).
Target amd64-unicode
SetCompressor /SOLID lzma
!include MUI2.nsh

Name "ccdiary ${VERSION}"
OutFile "${DIST}\ccdiary-setup-${VERSION}.exe"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\ccdiary"
InstallDirRegKey HKCU "Software\ccdiary" "InstallDir"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\ccdiary"
!define MUI_ICON "${DIST}\ccdiary.ico"
!define MUI_UNICON "${DIST}\ccdiary.ico"

!insertmacro MUI_PAGE_LICENSE "${DIST}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; English is the fallback for other systems' languages; Russian for Russian systems.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"

LangString KeptDiary ${LANG_RUSSIAN} "Ваш дневник остался на месте: $APPDATA\ccdiary"
LangString KeptDiary ${LANG_ENGLISH} "Your diary is kept where it was: $APPDATA\ccdiary"

Section "ccdiary"
    SetOutPath "$INSTDIR"
    File "${DIST}\ccdiary.exe"
    File "${DIST}\ccdiary.ico"
    File "${DIST}\LICENSE.txt"
    WriteUninstaller "$INSTDIR\uninstall.exe"
    CreateShortcut "$SMPROGRAMS\ccdiary.lnk" "$INSTDIR\ccdiary.exe" "" "$INSTDIR\ccdiary.ico" 0
    WriteRegStr HKCU "Software\ccdiary" "InstallDir" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "ccdiary"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "ccdiary developers"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\ccdiary.ico"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
    Delete "$INSTDIR\ccdiary.exe"
    Delete "$INSTDIR\ccdiary.ico"
    Delete "$INSTDIR\LICENSE.txt"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    Delete "$SMPROGRAMS\ccdiary.lnk"
    DeleteRegKey HKCU "${UNINSTALL_KEY}"
    DeleteRegKey HKCU "Software\ccdiary"
    ; The diary is the user's: it stays.
    MessageBox MB_OK|MB_ICONINFORMATION "$(KeptDiary)" /SD IDOK
SectionEnd
