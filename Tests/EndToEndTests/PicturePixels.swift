import Foundation

/// Pixels of an SVG picture as headless Chromium rasterizes it: the
/// picture is drawn into a canvas at 3 device pixels per point and read
/// back, so tests assert what a browser shows rather than what the markup says.
struct PicturePixels {
    /// A question about the raster, in the picture's content coordinates.
    enum Probe {
        /// The colour of the pixel at a point.
        case pixel(x: Double, y: Double)
        /// The least `r + g + b` of the pixels in a rectangle: how dark the
        /// darkest one is (765 for all white).
        case darkest(x: Double, y: Double, width: Double, height: Double)
    }

    /// Device pixels per point.
    static let scale = 3.0

    /// The answers to `probes` for `svg`, whose `viewBox` starts at
    /// (`originX`, `originY`) and is `width` × `height`: an `[r, g, b, a]`
    /// per pixel probe, `[sum]` per darkest probe.
    static func read(
        _ svg: String, originX: Double, originY: Double, width: Double, height: Double, probes: [Probe],
        browser: HeadlessBrowser, folder: URL
    ) throws -> [[Int]] {
        func device(_ value: Double, _ origin: Double) -> Int { Int(((value - origin) * scale).rounded(.down)) }
        let questions = probes.map { probe -> String in
            switch probe {
            case .pixel(let x, let y):
                return "[\(device(x, originX)), \(device(y, originY)), 1, 1, 0]"
            case .darkest(let x, let y, let w, let h):
                return "[\(device(x, originX)), \(device(y, originY)), \(Int(w * scale)), \(Int(h * scale)), 1]"
            }
        }
        let data = Data(svg.utf8).base64EncodedString()
        let page = """
            <!DOCTYPE html><html><body><pre id="pixels">pending</pre><script>
            const image = new Image();
            image.onload = () => {
              const canvas = document.createElement('canvas');
              canvas.width = \(Int(width * scale)); canvas.height = \(Int(height * scale));
              const g = canvas.getContext('2d');
              g.drawImage(image, 0, 0, canvas.width, canvas.height);
              const answers = [\(questions.joined(separator: ", "))].map(([x, y, w, h, darkest]) => {
                const d = g.getImageData(x, y, w, h).data;
                if (!darkest) return [d[0], d[1], d[2], d[3]];
                let least = 765;
                for (let i = 0; i < d.length; i += 4) least = Math.min(least, d[i] + d[i + 1] + d[i + 2]);
                return [least];
              });
              document.getElementById('pixels').textContent = 'pixels:' + JSON.stringify(answers);
            };
            image.onerror = () => { document.getElementById('pixels').textContent = 'image-error'; };
            image.src = 'data:image/svg+xml;base64,\(data)';
            </script></body></html>
            """
        let url = folder.appendingPathComponent("pixels-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: url)
        let run = try browser.run(["--virtual-time-budget=10000", "--dump-dom"], url: url)
        guard let start = run.stdout.range(of: "pixels:"),
              let end = run.stdout.range(of: "</pre>", range: start.upperBound..<run.stdout.endIndex)
        else { throw Failure(message: "no pixels in the page: \(run.stdout.prefix(300)) \(run.stderr.prefix(300))") }
        let json = Data(run.stdout[start.upperBound..<end.lowerBound].utf8)
        guard let answers = try JSONSerialization.jsonObject(with: json) as? [[Int]] else {
            throw Failure(message: "unreadable pixels: \(String(decoding: json, as: UTF8.self))")
        }
        return answers
    }

    /// A failure with its reason.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Whether `rgba` is opaque `hex` within `tolerance` per channel.
func isColor(_ rgba: [Int], _ hex: UInt32, tolerance: Int = 3) -> Bool {
    let expected = [Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF)]
    return rgba.count == 4 && rgba[3] == 255 && zip(rgba.prefix(3), expected).allSatisfy { abs($0 - $1) <= tolerance }
}
