export {
  createShippingCalls,
  PACKED_PARCELS_PATH,
  PARCEL_NUMBER_PATH,
  PARCEL_PATH,
  type ShippingCalls,
} from './shipping.ts';
// A dispatch's parcel picker: packed parcels paged, searched and sorted on the server (decision 1240).
export {
  parcelPickerRequested,
  selectParcelPicker,
  type ParcelPickerQuery,
  type ParcelPickerState,
} from '../store/shipping/parcelPickerSlice.ts';
