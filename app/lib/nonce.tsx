import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser (scripts there are already trusted). */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
