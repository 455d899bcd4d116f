// Stands in for axios's fetch adapter in every build (see AxiosWithoutFetchAdapter in
// create-app-config.mjs): our clients use the XMLHttpRequest adapter, so this one is never asked for.
// `getFetch` answering false is how axios itself marks the adapter as unavailable.
export const getFetch = () => false;
export default false;
