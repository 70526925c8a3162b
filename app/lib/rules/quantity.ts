/**
 * Quantity Delta (safety stock, spec §4): the quantity VendorHub reports to the
 * store is the vendor's quantity minus the delta, never below zero.
 */
export function reportedQuantity(vendorQuantity: number, delta: number): number {
  if (!Number.isInteger(vendorQuantity) || !Number.isInteger(delta) || delta < 0) {
    throw new RangeError(
      'Quantities and the delta are whole numbers, and the delta is not negative',
    );
  }
  // A vendor can report a negative stock (backorders); the store never gets one.
  return Math.max(0, vendorQuantity - delta);
}
