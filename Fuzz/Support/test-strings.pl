#!/usr/bin/env perl
# Writes the string literals of Swift test files as seed files, one a file:
#
#   perl Fuzz/Support/test-strings.pl OUTDIR PREFIX FILE...
#
# Single-line raw strings (#"…"#), ordinary strings ("…") and multi-line raw
# strings (#"""…"""#) are taken. Interpolations of the documents tests'
# builders (\#(Docs.size), \#(Self.anchoredBadge), …) are expanded from the
# `static let NAME = #"…"#` lines of the files given, and a literal passed to
# Docs.document(sections:…), Docs.section, Docs.group or Docs.item is also
# written wrapped in the document that builder makes, as the test sees it.
use strict;
use warnings;

my ($out, $prefix, @files) = @ARGV;
die "usage: test-strings.pl OUTDIR PREFIX FILE...\n" unless defined $prefix && @files;

my $raw = qr/#"((?:(?!"#).)*)"#/;
my $plain = qr/"((?:[^"\\\n]|\\.)*)"/;
my $literal = qr/(?:$raw|$plain)/;

my %names;
my $text = '';
for my $file (@files) {
    open(my $fh, '<', $file) or die "$file: $!\n";
    local $/;
    $text .= <$fh> . "\n";
}
while ($text =~ /static let (\w+) = $raw/g) { $names{$1} = $2; }

# Expands the builders' names (repeatedly: Docs.group names Docs.item).
sub expand {
    my ($s) = @_;
    for (1 .. 8) {
        my $before = $s;
        $s =~ s/\\#?\((?:\w+\.)?(\w+)\)/exists $names{$1} ? $names{$1} : $&/ge;
        last if $s eq $before;
    }
    return $s;
}

# The text of an ordinary string literal's body.
sub unescape {
    my ($s) = @_;
    $s =~ s/\\u\{([0-9a-fA-F]+)\}/chr(hex($1))/ge;
    my %simple = (n => "\n", t => "\t", r => "\r", '0' => "\0", '"' => '"', "'" => "'", '\\' => '\\');
    $s =~ s/\\([nrt0"'\\])/$simple{$1}/g;
    return $s;
}

# The body of whichever alternative of $literal matched.
sub body { defined $_[0] ? expand($_[0]) : expand(unescape($_[1])) }

sub document {
    my ($sections, $viewport, $extra) = @_;
    $viewport //= '{"width": 375, "height": 812}';
    $extra //= '';
    return qq({"format": 1, "viewport": $viewport, ${extra}"sections": [$sections]});
}
my $size = $names{size} // '{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}';
sub section { document(qq({"id": "news", $_[0]})) }
sub group { section(qq("group": $_[0], "itemCount": 3)) }
sub item { group(qq({"axis": "horizontal", "size": $size, "subitems": [{"item": $_[0]}]})) }

my @seeds;
while ($text =~ /#"""\n(.*?)\n([ \t]*)"""#/gs) {
    my ($body, $indent) = ($1, $2);
    $body =~ s/^$indent//mg;
    push @seeds, expand($body);
}
while ($text =~ /$literal/g) { push @seeds, body($1, $2); }
while ($text =~ /Docs\.(section|group|item)\(\s*$literal\s*\)/g) {
    my $inner = body($2, $3);
    push @seeds, $1 eq 'section' ? section($inner) : $1 eq 'group' ? group($inner) : item($inner);
}
while ($text =~ /Docs\.document\(\s*sections:\s*$literal(?:,\s*viewport:\s*$literal)?(?:,\s*extra:\s*$literal)?\s*\)/g) {
    my ($sections, $viewport, $extra) = (body($1, $2), undef, undef);
    $viewport = body($3, $4) if defined $3 || defined $4;
    $extra = body($5, $6) if defined $5 || defined $6;
    push @seeds, document($sections, $viewport, $extra);
}

my %seen;
my $count = 0;
for my $seed (@seeds) {
    next if length($seed) < 2 || $seen{$seed}++;
    open(my $fh, '>:raw', sprintf('%s/%s-%04d', $out, $prefix, $count++)) or die "$out: $!\n";
    utf8::encode($seed) if utf8::is_utf8($seed);
    print $fh $seed;
    close $fh;
}
