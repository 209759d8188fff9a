#!/usr/bin/env python3
"""Writes sitegen(1) in man(7) roff from what the argument parser says of the binary.

Usage: manpage.py SITEGEN_BINARY > sitegen.1

The command, its subcommands and every option come from `sitegen --experimental-dump-help`
(swift-argument-parser's description of the command line), so the page cannot drift from the
binary it is installed with. The sections the parser does not know (environment, files, exit
status) are written here.
"""
import json
import subprocess
import sys


def roff(text):
    """Text escaped for roff: backslashes, and a leading dot or quote."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def option_label(argument):
    names = []
    for name in argument.get("names", []):
        names.append(("-" if name["kind"] == "short" else "--") + name["name"])
    label = ", ".join(f"\\fB{roff(n)}\\fR" for n in names)
    if argument["kind"] == "option":
        label += f" \\fI{roff(argument.get('valueName', 'value'))}\\fR"
    if argument["kind"] == "positional":
        label = f"\\fI{roff(argument.get('valueName', 'argument'))}\\fR"
    return label


def command_section(command, prefix):
    name = f"{prefix} {command['commandName']}".strip()
    out = [f".SS {roff(name)}", roff(command.get("abstract", ""))]
    if command.get("discussion"):
        out += [".PP", roff(command["discussion"])]
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        out += [".TP", option_label(argument)]
        help_text = argument.get("abstract", "")
        if argument.get("defaultValue") not in (None, ""):
            help_text += f" (default: {argument['defaultValue']})"
        out.append(roff(help_text) or ".")
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            out += command_section(sub, name)
    return out


def main():
    binary = sys.argv[1]
    info = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)["command"]
    commands = [c for c in info.get("subcommands", []) if c["commandName"] != "help"]
    page = [
        '.TH SITEGEN 1 "" "sitegen" "User Commands"',
        ".SH NAME",
        "sitegen \\- " + roff(info.get("abstract", "")),
        ".SH SYNOPSIS",
        "\\fBsitegen\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        "sitegen turns Markdown episodes (front matter in YAML, TOML or JSON) into a static site of "
        "responsive galleries, feeds and search. \\fBsitegen new\\fR starts a site, \\fBsitegen build\\fR "
        "writes Output/, \\fBsitegen serve\\fR previews it with live reload at http://127.0.0.1:8000/.",
        ".SH COMMANDS",
    ]
    for command in commands:
        page += command_section(command, "sitegen")
    page += [
        ".SH ENVIRONMENT",
        ".TP", "\\fBSITEGEN_PLATFORM\\fR",
        "\\fBposix\\fR runs the portable system calls (a polling watcher, a swap of the output by two "
        "renames, fsync of every file written) instead of the system's own; \\fBnative\\fR, or unset, "
        "the system's own. Any other value is an error.",
        ".SH FILES",
        ".TP", "\\fIContent/\\fR", "The site's episodes, pages, people, layouts and site.yml.",
        ".TP", "\\fIThemes/\\fR", "The site's own theme files; the built-in theme is used where they are missing.",
        ".TP", "\\fIOutput/\\fR", "The built site, replaced in one step by each build.",
        ".SH EXIT STATUS",
        "0 on success; 1 when the site has errors (each written as \\fIpath:line:column: error: message\\fR, "
        "Output/ left as it was); 64 for a mistake in the command line or the environment.",
        ".SH SEE ALSO",
        "The guides in the docs/ folder of the source, and \\fBsitegen help\\fR \\fIcommand\\fR.",
    ]
    sys.stdout.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
