import Foundation

extension UIBezierPath {
    /// `elements` with each subpath traced from its end to its start.
    nonisolated static func reversed(_ elements: [_PathElement]) -> [_PathElement] {
        var result: [_PathElement] = []
        var subpath: [_PathElement] = []
        func flush() {
            guard case .move(let start)? = subpath.first else {
                subpath = []
                return
            }
            let closed = subpath.last == .close
            let body = subpath.dropFirst().filter { $0 != .close }
            var ends = [start]
            for element in body { ends.append(element.end ?? start) }
            result.append(.move(ends[ends.count - 1]))
            for (index, element) in body.enumerated().reversed() {
                let target = ends[index]
                switch element {
                case .quad(let c, _): result.append(.quad(c, target))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, target))
                default: result.append(.line(target))
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return result
    }
}
