public enum _CassowaryPlaceholder {}
