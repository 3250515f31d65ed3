/** Fluent System Icons: checkmark (20 px, regular), the open language menu's current language. */
export default ['M3.37 10.17a.5.5 0 0 0-.74.66l4 4.5c.19.22.52.23.72.02l10.5-10.5a.5.5 0 0 0-.7-.7L7.02 14.27z'];
