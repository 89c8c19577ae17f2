export declare const SCRIPT_POLICY_HEADER: "content-security-policy";
export declare function nonceScriptPolicy(nonce: string, options?: { dev?: boolean }): string;
export declare function hashScriptPolicy(inlineHashes: readonly string[]): string;
export declare function newNonce(): string;
export declare function renderedNonce(html: string): string | null;
export declare function inlineScriptHashes(html: string): string[];
export declare function scriptPolicyForHtml(html: string): string;
