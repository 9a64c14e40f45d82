// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.

/// Samples of one documentation file.
enum Doc_README_md {}

/// Samples of one documentation file.
enum Doc_Documentation_Accessibility_md {}

/// Samples of one documentation file.
enum Doc_Documentation_CollectionView_md {}

/// Samples of one documentation file.
enum Doc_Documentation_DSL_md {}

/// Samples of one documentation file.
enum Doc_Documentation_Diff_md {}

/// Samples of one documentation file.
enum Doc_Documentation_LayoutDocument_md {}

/// Samples of one documentation file.
enum Doc_Documentation_Lifecycle_md {}

/// Samples of one documentation file.
enum Doc_Documentation_Pictures_md {}

/// Samples of one documentation file.
enum Doc_Documentation_PluginABI_md {}

/// The samples by name (`FILE#N`: the Nth sample of the file).
let samples: [String: @Sendable () throws -> Void] = [
    "README.md#1": Doc_README_md.sample1,
    "Documentation/Accessibility.md#1": Doc_Documentation_Accessibility_md.sample1,
    "Documentation/CollectionView.md#1": Doc_Documentation_CollectionView_md.sample1,
    "Documentation/CollectionView.md#2": Doc_Documentation_CollectionView_md.sample2,
    "Documentation/CollectionView.md#3": Doc_Documentation_CollectionView_md.sample3,
    "Documentation/DSL.md#1": Doc_Documentation_DSL_md.sample1,
    "Documentation/DSL.md#2": Doc_Documentation_DSL_md.sample2,
    "Documentation/DSL.md#3": Doc_Documentation_DSL_md.sample3,
    "Documentation/DSL.md#4": Doc_Documentation_DSL_md.sample4,
    "Documentation/DSL.md#5": Doc_Documentation_DSL_md.sample5,
    "Documentation/DSL.md#6": Doc_Documentation_DSL_md.sample6,
    "Documentation/DSL.md#7": Doc_Documentation_DSL_md.sample7,
    "Documentation/DSL.md#8": Doc_Documentation_DSL_md.sample8,
    "Documentation/DSL.md#9": Doc_Documentation_DSL_md.sample9,
    "Documentation/DSL.md#10": Doc_Documentation_DSL_md.sample10,
    "Documentation/DSL.md#11": Doc_Documentation_DSL_md.sample11,
    "Documentation/DSL.md#12": Doc_Documentation_DSL_md.sample12,
    "Documentation/DSL.md#13": Doc_Documentation_DSL_md.sample13,
    "Documentation/DSL.md#14": Doc_Documentation_DSL_md.sample14,
    "Documentation/DSL.md#15": Doc_Documentation_DSL_md.sample15,
    "Documentation/Diff.md#1": Doc_Documentation_Diff_md.sample1,
    "Documentation/LayoutDocument.md#1": Doc_Documentation_LayoutDocument_md.sample1,
    "Documentation/Lifecycle.md#1": Doc_Documentation_Lifecycle_md.sample1,
    "Documentation/Pictures.md#1": Doc_Documentation_Pictures_md.sample1,
    "Documentation/PluginABI.md#1": Doc_Documentation_PluginABI_md.sample1,
    "Documentation/PluginABI.md#2": Doc_Documentation_PluginABI_md.sample2,
    "Documentation/PluginABI.md#3": Doc_Documentation_PluginABI_md.sample3,
]
