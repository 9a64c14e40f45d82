import ListKitDocument
import ListKitLifecycle

extension ScrollScript {
    /// `{"distance": 1.0}`: the prefetch distance in screens, a finite
    /// number not below 0.
    static func prefetch(_ field: JSONField) throws(DocumentError) -> PrefetchDistance {
        let o = try field.object(allowed: ["distance"])
        let distance = try o.required("distance")
        let screens = try distance.number()
        do throws(LifecycleError) {
            return try .screens(screens)
        } catch {
            throw Self.error(error, at: distance)
        }
    }
}
