# viper-gen: build, install and uninstall the binary and its man page.
#
#   make build                          release build (fully static on Linux, as .ci/release-check.sh)
#   make install [PREFIX=/usr/local]    copies the binary to $(PREFIX)/bin, the man page to $(PREFIX)/share/man/man1
#   make install BIN=path/to/viper-gen  installs an already-built binary instead of building one
#   make man                            writes the man page to $(MANPAGE)
#   make uninstall [PREFIX=/usr/local]  removes both
#
# DESTDIR is prepended to every installed path, for packagers.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
MANPAGE ?= .build/viper-gen.1

# The release build is Tools/release-build.sh, as CI and the bench build it: on Linux the binary
# links the Swift runtime and the C library statically, so it runs on a machine without a Swift
# toolchain and starts in about a millisecond (docs/benchmarks.md).
RELEASE_BUILD = SWIFT="$(SWIFT)" bash Tools/release-build.sh

# The binary to install: BIN when given, else the release build (built first).
ifeq ($(strip $(BIN)),)
BINARY_DEPENDENCY = build
BINARY = $$($(RELEASE_BUILD) --show-bin-path)/viper-gen
else
BINARY_DEPENDENCY =
BINARY = $(BIN)
endif

.PHONY: build install uninstall man

build:
	$(RELEASE_BUILD) --product viper-gen

man: $(BINARY_DEPENDENCY)
	@mkdir -p "$(dir $(MANPAGE))"
	"$(BINARY)" help --man > "$(MANPAGE)"
	@echo "wrote $(MANPAGE)"

install: $(BINARY_DEPENDENCY)
	install -d "$(BINDIR)" "$(MANDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/viper-gen"
	"$(BINDIR)/viper-gen" help --man > "$(MANDIR)/viper-gen.1"
	chmod 644 "$(MANDIR)/viper-gen.1"

uninstall:
	rm -f "$(BINDIR)/viper-gen" "$(MANDIR)/viper-gen.1"
