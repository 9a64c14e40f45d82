// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.

/// Samples of one documentation file.
enum Doc_README_md {}

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
enum Doc_Documentation_PluginABI_md {}

/// The samples by name (`FILE:LINE` of the opening fence).
let samples: [String: @Sendable () throws -> Void] = [
    "README.md:28": Doc_README_md.sample28,
    "Documentation/CollectionView.md:14": Doc_Documentation_CollectionView_md.sample14,
    "Documentation/CollectionView.md:167": Doc_Documentation_CollectionView_md.sample167,
    "Documentation/DSL.md:28": Doc_Documentation_DSL_md.sample28,
    "Documentation/DSL.md:138": Doc_Documentation_DSL_md.sample138,
    "Documentation/DSL.md:162": Doc_Documentation_DSL_md.sample162,
    "Documentation/DSL.md:228": Doc_Documentation_DSL_md.sample228,
    "Documentation/DSL.md:251": Doc_Documentation_DSL_md.sample251,
    "Documentation/DSL.md:292": Doc_Documentation_DSL_md.sample292,
    "Documentation/DSL.md:335": Doc_Documentation_DSL_md.sample335,
    "Documentation/DSL.md:425": Doc_Documentation_DSL_md.sample425,
    "Documentation/DSL.md:475": Doc_Documentation_DSL_md.sample475,
    "Documentation/Diff.md:9": Doc_Documentation_Diff_md.sample9,
    "Documentation/LayoutDocument.md:220": Doc_Documentation_LayoutDocument_md.sample220,
    "Documentation/Lifecycle.md:10": Doc_Documentation_Lifecycle_md.sample10,
    "Documentation/PluginABI.md:268": Doc_Documentation_PluginABI_md.sample268,
    "Documentation/PluginABI.md:326": Doc_Documentation_PluginABI_md.sample326,
    "Documentation/PluginABI.md:373": Doc_Documentation_PluginABI_md.sample373,
]
