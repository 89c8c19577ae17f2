export { default, metadata } from "@/components/tradebox-profile/tradebox-not-found";
