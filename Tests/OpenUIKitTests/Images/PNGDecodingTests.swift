import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIImage(data:)` reads PNG files made by another encoder (Python's
/// zlib at level 9, which writes dynamic Huffman blocks, and level 0, stored
/// blocks; `scripts/make-png-fixtures.py`), each made from a formula that
/// the test restates, so every expected pixel comes from the formula and
/// the PNG specification, not from our decoder.
///
/// Sources: PNG specification, third edition (https://www.w3.org/TR/png-3/:
/// colour types and bit depths 11.2.1, `tRNS` 11.3.1, filters 9, Adam7
/// 8.2, sample depth scaling 13.12); RFC 1950/1951 (zlib, deflate);
/// `UIImage(data:)` returns nil when it cannot initialize the image
/// (https://developer.apple.com/documentation/uikit/uiimage/init(data:)).
@MainActor
@Suite(.uikitTest) struct PNGDecodingTests {
    static func data(_ base64: String) -> Data { Data(base64Encoded: base64)! }

    static let rgb8 = data(
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAyklEQVR42rWPkXrEQBhFb9pCcLA4UFgcDAaDF4ODwcHgYHAweHFx"
            + "cDG4GCwGi/8jdPsGDeR8Rw8cAHBoPVzAZw9P3CJCQpfRFwwCK8YNccd0IBnmBq59Bf/37RWc8h3etWf4+OtwSt4cg2cX2PccSEaO"
            + "iTFzKkziXJk3LjvLwdWoBjFcPT18XT0tOo1eMWjqlag5KictWaVolVR131R3PQ5tpmeDOl49nbqrp212lr0twUpvK03R7slqtkex"
            + "Tfastm/2vdtx2I+Z/QKN7WuzzYHu1QAAAABJRU5ErkJggg==")
    static let rgba8 = data(
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAo0lEQVR42sXQoQ0DIRiGYXpX0bqyAhM0wVRWsAK+ihWwJ5G1rMAK"
            + "rIDoAiSdgBXoW0a4E/zJY7/kf5cuhICEgoaBhYNHQERCRkFFQ1+3GwsXcd3rLP4DR67fBwkFDQMLB4+AiISMgoqGfurPsSP3WsYL"
            + "B6zbY3rEbZBQ0DCwcPAIiEjIKKhoIOJ7esTX9IifQUJBw8DCwSMgIiGjoKKBiN/JEX8bPofAKIZCJAAAAABJRU5ErkJggg==")
    static let palette2 = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADAgMAAAAmWC1rAAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAABHRSTlP///8AQCqp9AAA"
            + "ABFJREFUeNpjkGZgyHFg2NgAAAXfAfnc5i5nAAAAAElFTkSuQmCC")
    static let grey1 = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAoAAAACAQAAAABJGnB9AAAADklEQVR42mNY1cDAwAAABVgBKw+CgKkAAAAASUVORK5CYII=")
    static let greyAlpha16 = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAABEAQAAAADpRsFAAAAFklEQVR42mNgYPj/PzT0//9Vq/6DAQBUZwv1R9I/cgAAAABJRU5E" + "rkJggg==")
    static let greyTransparency = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAABCAAAAADcV1ARAAAAAnRSTlMAgJsrThgAAAANSURBVHjaY2BoONEAAAOVAcmiszXyAAAA" + "AElFTkSuQmCC")
    static let interlaced = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAsAAAAJCAIAAAEcAXHsAAAAj0lEQVR42n2OsQ3DMAwEP3Yq12q4gWrW3iCNhrgF0mkI16k1hIfQ"
            + "WKFSBHaChDiAxOPxT0k0cVGPJZU4SydECjRQFlX00HNow6FJw/BCTnaKU53mdI+kB1k6oiTWSBSb2CMp+ckyyXVkXvBkenMd8mmM"
            + "ZGRjNYqBUY3NaMZudIsnbqTR+5PPzm9m3X0x/eEJNoosrHK+pyIAAAAASUVORK5CYII=")
    static let stored = data(
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAJUlEQVR4AQEaAOX/AAABAgMEBQYHCAkKCwIBAQEBAQEBAQEBAQEE"
            + "+gBRZwE9rwAAAABJRU5ErkJggg==")

    /// 8-bit RGB, 16 × 16, rows filtered with types 0–4 in turn, dynamic
    /// Huffman codes: pixel (x, y) is (16x, 16y, 8(x + y)).
    @Test func rgbWithEveryFilterAndDynamicHuffmanCodes() throws {
        let image = try #require(UIImage(data: Self.rgb8))
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(image.scale == 1)
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(image.rgba(x, y) == RGBA(UInt8(x * 16), UInt8(y * 16), UInt8((x + y) * 8)))
            }
        }
    }

    /// 8-bit RGBA: (255, 16y, 0) at alpha 17x, straight in the file; read
    /// back straight within rounding of premultiplied storage.
    @Test func rgbaKeepsAlpha() throws {
        let image = try #require(UIImage(data: Self.rgba8, scale: 2))
        #expect(image.size == CGSize(width: 8, height: 8))
        for y in 0..<16 {
            for x in 0..<16 {
                let pixel = try #require(image.rgba(x, y))
                #expect(pixel.a == UInt8(x * 17))
                if x > 0 {
                    // Premultiplied storage keeps a channel within 255 / alpha / 2 of its value.
                    let tolerance = 255 / Int(pixel.a) / 2 + 1
                    #expect(abs(Int(pixel.r) - 255) <= tolerance)
                    #expect(abs(Int(pixel.g) - y * 16) <= tolerance)
                }
            }
        }
    }

    /// A 2-bit palette (red, green, blue, white; white transparent by
    /// `tRNS`): pixel (x, y) has index (x + y) mod 4.
    @Test func paletteWithTransparency() throws {
        let image = try #require(UIImage(data: Self.palette2))
        let colors = [RGBA.red, RGBA.green, RGBA.blue, RGBA.clear]
        for y in 0..<3 {
            for x in 0..<5 { #expect(image.rgba(x, y) == colors[(x + y) % 4]) }
        }
    }

    /// 1-bit grey: samples 0 and 1 scale to 0 and 255 (13.12).
    @Test func oneBitGrey() throws {
        let image = try #require(UIImage(data: Self.grey1))
        for x in 0..<10 {
            #expect(image.rgba(x, 0) == (x % 2 == 0 ? RGBA.white : RGBA.black))
            #expect(image.rgba(x, 1) == RGBA.black)
        }
    }

    /// 16-bit grey and alpha: 0x5555 × x reads as its high byte.
    @Test func sixteenBitGreyAndAlpha() throws {
        let image = try #require(UIImage(data: Self.greyAlpha16))
        for x in 0..<4 {
            let grey = UInt8(x * 0x55)
            #expect(image.rgba(x, 0) == RGBA(grey, grey, grey))
        }
    }

    /// 8-bit grey with the `tRNS` key 128: the pixels of value 128 are transparent.
    @Test func greyTransparencyKey() throws {
        let image = try #require(UIImage(data: Self.greyTransparency))
        #expect(image.rgba(0, 0) == RGBA.black)
        #expect(image.rgba(1, 0) == RGBA.clear)
        #expect(image.rgba(2, 0) == RGBA(200, 200, 200))
        #expect(image.rgba(3, 0) == RGBA.clear)
    }

    /// Adam7, 11 × 9 (passes of every size, some rows filtered): pixel
    /// (x, y) is (20x, 25y, 100).
    @Test func adam7Interlacing() throws {
        let image = try #require(UIImage(data: Self.interlaced))
        #expect(image.size == CGSize(width: 11, height: 9))
        for y in 0..<9 {
            for x in 0..<11 { #expect(image.rgba(x, y) == RGBA(UInt8(x * 20), UInt8(y * 25), 100)) }
        }
    }

    /// Stored (uncompressed) deflate blocks; the second row uses the Up
    /// filter with deltas of 1.
    @Test func storedBlocks() throws {
        let image = try #require(UIImage(data: Self.stored))
        #expect(image.rgba(0, 0) == RGBA(0, 1, 2))
        #expect(image.rgba(3, 0) == RGBA(9, 10, 11))
        #expect(image.rgba(0, 1) == RGBA(1, 2, 3))
        #expect(image.rgba(3, 1) == RGBA(10, 11, 12))
    }

    /// What OpenUIKit writes reads back pixel for pixel, transparency included.
    @Test func openUIKitsOwnPNGsRoundTrip() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { context in
            UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.35).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 3, width: 20, height: 14)).fill()
        }
        let png = try #require(drawn.pngData())
        let read = try #require(UIImage(data: png, scale: 2))
        #expect(read.size == drawn.size)
        var differing = 0
        for y in 0..<40 {
            for x in 0..<60 where read.rgba(x, y) != drawn.rgba(x, y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(read.pngData() == png)
    }
}
