#!/usr/bin/env bash
# Writes the dcstudio(1) man page from the program's own help texts, so the page cannot drift
# from the binary: `dcstudio --help`, then every subcommand that it lists with its
# `dcstudio SUBCOMMAND --help`. Run by the build (cmake/Packaging.cmake) after dcstudio links.
#   makeman.sh DCSTUDIO OUT.1 VERSION DATE
# Needs only bash, awk and sed (all Essential in Debian), so every build can make the page.
set -euo pipefail
exe=$1 out=$2 version=$3 date=$4

# No display is needed for --help; a sanitizer build must not fail the page on Qt's own leaks.
export QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0

help_of() {
  local text
  # Only standard output: Qt's notes on stderr (no XDG_RUNTIME_DIR on a build machine) are not help.
  if ! text=$("$exe" "$@" --help 2>"$errors"); then
    echo "makeman.sh: 'dcstudio $* --help' failed:" >&2
    cat "$errors" >&2
    exit 1
  fi
  # Qt prints the path the program was started by; the page names the installed command.
  printf '%s\n' "$text" | sed "s|$exe|dcstudio|g"
}

# Help text to roff. Text blocks stay as printed (.nf: the synopsis columns are aligned);
# "Options:" and "Arguments:" blocks become tagged paragraphs, one per entry: an entry starts
# with two spaces and a word, its wrapped description lines are indented further.
to_roff() {
  awk '
    function esc(s) {
      gsub(/\\/, "\\\\e", s)
      gsub(/-/, "\\\\-", s)
      if (s ~ /^[.\047]/) s = "\\&" s
      return s
    }
    function flush_entry() {
      if (term != "") { print ".TP"; print "\\fB" esc(term) "\\fR"; print esc(desc) }
      term = ""; desc = ""
    }
    function open_text()  { if (!nf) { print ".PP"; print ".nf"; nf = 1 } }
    function close_text() { if (nf) { print ".fi"; nf = 0 } }
    /^(Options|Arguments):$/ { flush_entry(); close_text(); print ".PP"; print "\\fB" $0 "\\fR"; list = 1; next }
    list && /^$/ { flush_entry(); list = 0; next }
    list && /^  [^ ]/ {
      flush_entry()
      line = substr($0, 3)
      split_at = match(line, /  +/)
      if (split_at) { term = substr(line, 1, split_at - 1); desc = substr(line, split_at + RLENGTH) }
      else { term = line; desc = "" }
      next
    }
    list { sub(/^ +/, ""); desc = desc " " $0; next }
    /^$/ { close_text(); next }
    { open_text(); print esc($0) }
    END { flush_entry(); close_text() }
  '
}

tmp=$(mktemp) errors=$(mktemp)
trap 'rm -f "$tmp" "$errors"' EXIT
main_help=$(help_of)
# The subcommands: the first word of each line of the "Subcommands" block indented by two.
subcommands=$(printf '%s\n' "$main_help" | awk '
  /^Subcommands/ { inside = 1; next }
  inside && /^[^ ]/ { inside = 0 }
  inside && /^  [a-z]/ { print $1 }' | awk '!seen[$0]++')
if [[ -z $subcommands ]]; then
  echo "makeman.sh: 'dcstudio --help' lists no subcommands (no 'Subcommands' block)" >&2
  exit 1
fi

{
  echo ".TH DCSTUDIO 1 \"$date\" \"dcstudio $version\" \"User Commands\""
  echo ".SH NAME"
  echo "dcstudio \\- design studio for AI\\-training data centres"
  echo ".SH SYNOPSIS"
  echo ".B dcstudio"
  echo ".RI [ options ] \" \" [ PROJECT ]"
  echo ".br"
  echo ".B dcstudio"
  echo ".I subcommand"
  echo ".RI [ arguments ]"
  echo ".SH DESCRIPTION"
  echo "Without a subcommand, DC Studio opens the studio window with \\fIPROJECT\\fR (a DC Studio"
  echo "project file), or with the built\\-in sample design. The subcommands work without a display."
  echo "The text below is the program's own \\fB\\-\\-help\\fR."
  printf '%s\n' "$main_help" | grep -v '^Usage:' | to_roff
  echo ".SH SUBCOMMANDS"
  for sub in $subcommands; do
    echo ".SS \"dcstudio $sub\""
    help_of "$sub" | to_roff
  done
  echo ".SH FILES"
  echo ".TP"
  echo ".I ~/.local/share/DC Studio/dcstudio/recovery/"
  echo "unsaved designs kept while the studio runs, offered again after a crash"
} >"$tmp"
chmod 644 "$tmp"  # mktemp made it private
mv "$tmp" "$out"
