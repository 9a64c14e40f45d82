/// A data source that shows each render by reloading everything, like
/// `reloadData()` on a UICollectionView.
public final class PlainDataSource: ListKitDataSource {}
