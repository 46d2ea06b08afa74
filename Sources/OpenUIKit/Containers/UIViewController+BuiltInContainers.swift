import Foundation

extension UIViewController {
    /// The nearest ancestor (not this controller) of the given class.
    func _nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = _parent
        while let candidate = current {
            if let found = candidate as? Container { return found }
            current = candidate._parent
        }
        return nil
    }

    var _lazyNavigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title)
        _navigationItem = item
        return item
    }

    var _lazyTabBarItem: UITabBarItem {
        if let item = _tabBarItem { return item }
        let item = UITabBarItem()
        item.title = title
        _tabBarItem = item
        return item
    }

    func _setTabBarItem(_ item: UITabBarItem?) {
        _tabBarItem = item
        tabBarController?._tabBarItemsDidChange()
    }

    /// UIKit's `title` setter also titles the navigation item and the tab bar item.
    func _titleDidChange() {
        if let item = _navigationItem { item.title = title }
        if let item = _tabBarItem { item.title = title }
    }
}

extension UITraitCollection {
    /// Whether bars take their compact height (a phone in landscape).
    var _usesCompactBars: Bool { verticalSizeClass == .compact }
}
