// `import ListKitSnapshotTesting` brings the picture options (`SVGPictureOptions`) too.
@_exported import ListKitPicture
